// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListInteractions",
    products: [
        .library(name: "ListCore", targets: ["ListCore"]),
        .library(name: "ListWidget", targets: ["ListWidget"]),
        .executable(name: "ListDemo", targets: ["ListDemo"]),
        // The GObject type LiListView (GIR namespace ListInteractions-1) for C, Python, Vala…:
        // `make lib` names it libListInteractions-1.so.0 and adds the .gir, .typelib and .pc.
        .library(name: "ListInteractions", type: .dynamic, targets: ["ListInteractions"]),
    ],
    dependencies: [
        // `make docs`: DocC for the core's public API.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property tests with shrinking (a failure prints its smallest case).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Platform-neutral core: every decision (selection, layout, motion, transitions, plans) lives here.
        // Public: what a Swift host needs (ListScene's methods, ListFrame and the types they name);
        // `package`: what this package's other targets use; the scene's parts are internal.
        .target(name: "ListCore"),
        // What the demo needs around the core: CSV loading, launch options, the report, the app's
        // identity (AppInfo) and its configuration of the list (.demo). Foundation is allowed
        // here; GTK is not. ListCore's package API is open to it (`package` access: this package's
        // targets), its internals are not.
        .target(name: "ListData", dependencies: [
            "ListCore", "CSQLite", "CDataFile", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // A SIGBUS handler for mapped files truncated while they are read (`DataFile`).
        .target(name: "CDataFile"),
        // SQLite's C API (`--data FILE.sqlite`), read through ListData's `SQLiteDatabase`.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // GTK 4's headers as Swift imports them.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What Swift cannot import from GTK and GLib (macros, variadics, GType registration),
        // each wrapped once in C and commented with why.
        .target(name: "CGtkShim", dependencies: ["CGtk"]),
        // The one Swift layer over GTK's C: every raw lifetime (closure boxes, object data, tick
        // callbacks), signals, main-loop sources and typed widget wrappers.
        .target(name: "ListGtk", dependencies: ["CGtk", "CGtkShim"]),
        // The list as a GTK widget (canvas, row pool, edit strip, summary header, its own frame
        // ticks) over a ListScene: a small public Swift API, the rest internal. No ListData: an
        // app embedding it links the core and GTK only.
        .target(name: "ListWidget", dependencies: ["ListCore", "CGtk", "ListGtk"]),
        // The GTK app: forwards input to the core and draws the core's frame state.
        .executableTarget(name: "ListDemo", dependencies: ["ListCore", "ListData", "CGtk", "ListGtk", "ListWidget"]),
        // LiListView's GType boilerplate in C (public headers in include/, installed by `make install`);
        // every decision is made in Swift (ListInteractions) through li-list-view-hooks.h.
        .target(name: "CListInteractions", dependencies: ["CGtk"],
                cSettings: [.unsafeFlags(["-fvisibility=hidden"])]),
        // LiListView's Swift side: the scene, the model mirror and the ListWidget that draws them
        // behind the GObject type. Its generated C header is compiled against li-list-view-hooks.h
        // by `make lib` (check-hooks). -z defs: no symbol left for the loader to find elsewhere.
        // In release the library carries the Swift runtime (-static-stdlib; the Makefile builds
        // release with --static-swift-stdlib, which SwiftPM applies to executables only), kept
        // local by exports.map: no Swift symbol is exported, none is taken from another library.
        .target(name: "ListInteractions", dependencies: ["CListInteractions", "ListCore", "CGtk", "ListGtk", "ListWidget"],
                exclude: ["exports.map"],
                swiftSettings: [.unsafeFlags(["-emit-clang-header-path", ".build/ListInteractions-Swift.h"])],
                linkerSettings: [.unsafeFlags(["-Xlinker", "-z", "-Xlinker", "defs", "-Xlinker", "-soname=libListInteractions-1.so.0",
                                               "-Xlinker", "--version-script=Sources/ListInteractions/exports.map"]),
                                 .unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // `make bench`'s yardstick: the same rows in a plain GtkListView over a GtkStringList.
        .executableTarget(name: "ListPeer", dependencies: ["ListCore", "ListData", "CGtk", "ListGtk"]),
        // `make bench`: prints figures, asserts nothing.
        .executableTarget(name: "ListBench", dependencies: ["ListCore", "ListData"]),
        .testTarget(name: "ListCoreTests", dependencies: [
            "ListCore", "ListData", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),  // ListData only for fixtures (generated rows, CSV)
        .testTarget(name: "ListDataTests", dependencies: ["ListData", "ListCore"]),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz` (LIST_FUZZ=1): libFuzzer targets, built with -sanitize=fuzzer into their own build
// folder. Not part of the package otherwise: `swift build` and the tests never build them.
if Context.environment["LIST_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzz"),
        .executableTarget(name: "FuzzCSV", dependencies: ["CFuzz", "ListData", "ListCore"]),
        .executableTarget(name: "FuzzSQLite", dependencies: ["CFuzz", "ListData"]),
    ]
}
