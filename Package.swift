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
        // GTK 4 through C interop; the shim wraps what Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The GTK app: forwards input to the core and draws the core's frame state.
        .executableTarget(name: "ListDemo", dependencies: ["ListCore", "CGtk"]),
        // `make bench`: prints figures, asserts nothing.
        .executableTarget(name: "ListBench", dependencies: ["ListCore"]),
        .testTarget(name: "ListCoreTests", dependencies: ["ListCore"]),
    ],
    swiftLanguageModes: [.v6]
)
