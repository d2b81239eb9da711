// SQLite's C API for Swift (ListData's `SQLiteDatabase` is the only user).
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: "copy the bytes before returning".
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_db_config is variadic, which Swift cannot call: the "int int*" form, setting `value`
// and giving what it is now (or -1 when this SQLite does not know `op`).
static inline int csqlite_db_config(sqlite3 *db, int op, int value) {
    int now = -1;
    if (sqlite3_db_config(db, op, value, &now) != SQLITE_OK) return -1;
    return now;
}
