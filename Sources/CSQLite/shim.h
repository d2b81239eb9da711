// SQLite's C API for Swift (ListData's `SQLiteDatabase` is the only user).
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: "copy the bytes before returning".
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
