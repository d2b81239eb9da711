#!/usr/bin/env -S gjs -m
// LiListView from GJS: a window with the list over a GListStore, filtered and sorted by GTK's own
// models (every change the models make is animated by identity), in a LiNavigationStack (a row's
// detail page, with the back button and the swipe-progress slider). The Edit button fades as the
// page comes in, bound to the stack's `progress` (it follows a scrub or a swipe frame by frame).
//
//   GI_TYPELIB_PATH=… LD_LIBRARY_PATH=… gjs -m list-view.js          # the window
//   gjs -m list-view.js --rows                                       # prints the rows and exits
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import Li from 'gi://ListInteractions?version=1';
import System from 'system';

const CITIES = ['Oslo', 'Bergen', 'Tromsø', 'Stavanger', 'Bodø', 'Arendal', 'Drammen', 'Kristiansand',
    'Hamar', 'Molde', 'Narvik', 'Lillehammer'];

function cityList() {
    const store = new Gio.ListStore({itemType: Gtk.StringObject});
    for (const city of CITIES)
        store.append(Gtk.StringObject.new(city));
    return store;
}

function sortedAndFiltered(store) {
    const filtered = new Gtk.FilterListModel({model: store});
    return [new Gtk.SortListModel({model: filtered}), filtered];
}

function detailPage(item) {
    print(`activated ${item.string}`);
    return new Gtk.Label({label: item.string, cssClasses: ['title-1']});
}

function onActivate(app) {
    const [model, filtered] = sortedAndFiltered(cityList());
    const view = new Li.ListView({model});
    // The navigation stack: a tapped row's page slides in; its back button, slider and swipes fade
    // the row's highlight in step with the way back.
    const stack = Li.NavigationStack.new(view);
    view.connect('row-activated', (_view, item) => stack.push(detailPage(item)));

    const byName = Gtk.CustomSorter.new((a, b) => GLib.utf8_collate(a.string, b.string));
    const sort = new Gtk.ToggleButton({label: 'Sort A–Z'});
    sort.connect('toggled', b => model.set_sorter(b.active ? byName : null));
    const short = Gtk.CustomFilter.new(item => item.string.length <= 5);
    const onlyShort = new Gtk.ToggleButton({label: 'Short names'});
    onlyShort.connect('toggled', b => filtered.set_filter(b.active ? short : null));
    const edit = new Gtk.ToggleButton({label: 'Edit'});
    edit.bind_property('active', view, 'editing', GObject.BindingFlags.BIDIRECTIONAL);
    // The list page's Edit fades as the pushed page comes in (progress 0 … 1), frame by frame.
    stack.bind_property_full('progress', edit, 'opacity', GObject.BindingFlags.SYNC_CREATE,
        (_binding, progress) => [true, 1 - progress], null);

    const header = new Gtk.HeaderBar();
    header.pack_start(sort);
    header.pack_start(onlyShort);
    header.pack_end(edit);
    const window = new Gtk.ApplicationWindow({
        application: app, title: 'Cities', defaultWidth: 360, defaultHeight: 560, titlebar: header, child: stack,
    });
    window.present();
}

if (System.programArgs.length === 1 && System.programArgs[0] === '--rows') {
    Gtk.init();
    const store = cityList();
    const view = new Li.ListView({model: sortedAndFiltered(store)[0]});
    store.remove(1);                                   // Bergen leaves
    store.insert(0, Gtk.StringObject.new('Alta'));
    for (let i = 0; i < view.nRows; i++)
        print(`${view.dup_row_title(i)}\t${view.dup_row_item(i).string}`);
} else {
    const app = new Gtk.Application({applicationId: 'io.github.listinteractions.GjsExample'});
    app.connect('activate', onActivate);
    System.exit(app.run([System.programInvocationName, ...System.programArgs]));
}
