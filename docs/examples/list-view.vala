// LiListView from Vala: a window with the list over a GListStore, filtered and sorted by GTK's
// own models (every change the models make is animated by identity), in a Li.NavigationStack. The
// Edit button fades as the page comes in, bound to the stack's `progress` (frame by frame).
//
//   valac --pkg gtk4 --pkg list-interactions-1 list-view.vala    (--vapidir for an uninstalled .vapi)
//   ./list-view            # the window
//   ./list-view --rows     # prints the rows the widget holds, one a line, and exits
const string[] CITIES = { "Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen",
                          "Kristiansand", "Hamar", "Molde", "Narvik", "Lillehammer" };

ListStore city_list () {
    var store = new ListStore (typeof (Gtk.StringObject));
    foreach (var city in CITIES) store.append (new Gtk.StringObject (city));
    return store;
}

int main (string[] args) {
    if (args.length > 1 && args[1] == "--rows") {
        Gtk.init ();
        var store = city_list ();
        var view = new Li.ListView (new Gtk.SortListModel (new Gtk.FilterListModel (store, null), null));
        store.remove (1);                          // Bergen leaves
        store.insert (0, new Gtk.StringObject ("Alta"));
        for (uint i = 0; i < view.n_rows; i++) {
            print ("%s\n", view.dup_row_title (i));
        }
        return 0;
    }
    var app = new Gtk.Application ("io.github.listinteractions.ValaExample", ApplicationFlags.FLAGS_NONE);
    app.activate.connect (() => {
        var filtered = new Gtk.FilterListModel (city_list (), null);
        var model = new Gtk.SortListModel (filtered, null);
        var view = new Li.ListView (model);
        var stack = new Li.NavigationStack (view);
        view.row_activated.connect ((item) => {
            var title = ((Gtk.StringObject) item).string;
            print ("activated %s\n", title);
            stack.push (new Gtk.Label (title));   // the row's page, with back button and slider
        });

        var by_name = new Gtk.StringSorter (new Gtk.PropertyExpression (typeof (Gtk.StringObject), null, "string"));
        var sort = new Gtk.ToggleButton.with_label ("Sort A–Z");
        sort.toggled.connect (() => model.sorter = sort.active ? by_name : null);
        var short_names = new Gtk.CustomFilter ((item) => ((Gtk.StringObject) item).string.char_count () <= 5);
        var only_short = new Gtk.ToggleButton.with_label ("Short names");
        only_short.toggled.connect (() => filtered.filter = only_short.active ? short_names : null);
        var edit = new Gtk.ToggleButton.with_label ("Edit");
        edit.bind_property ("active", view, "editing", BindingFlags.BIDIRECTIONAL);
        // The list page's Edit fades as the pushed page comes in (progress 0 … 1).
        stack.bind_property ("progress", edit, "opacity", BindingFlags.SYNC_CREATE, (binding, progress, ref opacity) => {
            opacity.set_double (1 - progress.get_double ());
            return true;
        });

        var header = new Gtk.HeaderBar ();
        header.pack_start (sort);
        header.pack_start (only_short);
        header.pack_end (edit);
        var window = new Gtk.ApplicationWindow (app) {
            title = "Cities", default_width = 360, default_height = 560, titlebar = header, child = stack
        };
        window.present ();
    });
    return app.run (args);
}
