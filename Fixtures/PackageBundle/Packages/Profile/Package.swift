// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Profile",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "ProfileKit", targets: ["ProfileKit"]),
        .library(name: "ProfileUI", targets: ["ProfileUI"]),
    ],
    targets: [
        .target(name: "ProfileKit", resources: [.process("Resources")]),
        .target(name: "ProfileUI"),
    ]
)
