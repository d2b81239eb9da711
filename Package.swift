// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListInteractions",
    products: [
        .library(name: "ListCore", targets: ["ListCore"]),
        .executable(name: "ListDemo", targets: ["ListDemo"]),
    ],
    targets: [
        // Platform-neutral core: every decision (selection, layout, motion, transitions, plans) lives here.
        .target(name: "ListCore"),
        // What the demo needs around the core: CSV loading, launch options, report and debug JSON,
        // frame statistics. Foundation is allowed here; GTK is not.
        .target(name: "ListData", dependencies: ["ListCore"]),
        // GTK 4 through C interop; the shim wraps what Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The GTK app: forwards input to the core and draws the core's frame state.
        .executableTarget(name: "ListDemo", dependencies: ["ListCore", "ListData", "CGtk"]),
        // `make bench`'s yardstick: the same rows in a plain GtkListView over a GtkStringList.
        .executableTarget(name: "ListPeer", dependencies: ["ListCore", "ListData", "CGtk"]),
        // `make bench`: prints figures, asserts nothing.
        .executableTarget(name: "ListBench", dependencies: ["ListCore", "ListData"]),
        .testTarget(name: "ListCoreTests", dependencies: ["ListCore", "ListData"]),  // ListData only for fixtures (generated rows, CSV)
        .testTarget(name: "ListDataTests", dependencies: ["ListData", "ListCore"]),
    ],
    swiftLanguageModes: [.v6]
)
