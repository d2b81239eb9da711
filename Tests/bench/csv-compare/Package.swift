// swift-tools-version:5.9
import PackageDescription

// `make bench`'s parser comparison, kept out of the app's package (see Sources/csv-compare/main.swift).
let package = Package(
    name: "csv-compare",
    dependencies: [.package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2")],
    targets: [
        .executableTarget(name: "csv-compare", dependencies: [.product(name: "CSV", package: "CSV.swift")]),
    ]
)
