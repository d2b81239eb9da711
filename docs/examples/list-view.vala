// LiListView from Vala: a window with the list over a GtkStringList in a Li.NavigationStack.
//
//   valac --pkg gtk4 --pkg list-interactions-1 list-view.vala    (--vapidir for an uninstalled .vapi)
//   ./list-view            # the window
//   ./list-view --rows     # prints the rows the widget holds, one a line, and exits
const string[] CITIES = { "Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø" };

int main (string[] args) {
    if (args.length > 1 && args[1] == "--rows") {
        Gtk.init ();
        var model = new Gtk.StringList (CITIES);
        var view = new Li.ListView (model);
        model.remove (1);                          // Bergen leaves
        model.splice (0, 0, { "Alta" });
        for (uint i = 0; i < view.n_rows; i++) {
            print ("%s\n", view.dup_row_title (i));
        }
        return 0;
    }
    var app = new Gtk.Application ("io.github.listinteractions.ValaExample", ApplicationFlags.FLAGS_NONE);
    app.activate.connect (() => {
        var view = new Li.ListView (new Gtk.StringList (CITIES));
        var stack = new Li.NavigationStack (view);
        view.row_activated.connect ((item) => {
            var title = ((Gtk.StringObject) item).string;
            print ("activated %s\n", title);
            stack.push (new Gtk.Label (title));   // the row's page, with back button and slider
        });
        var window = new Gtk.ApplicationWindow (app) { default_width = 360, default_height = 480, child = stack };
        window.present ();
    });
    return app.run (args);
}
