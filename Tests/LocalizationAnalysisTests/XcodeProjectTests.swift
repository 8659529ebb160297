import LocalizationIndex
import TestSupport
import Testing
import TextPositions

/// A project written for these tests in Xcode 16's layout: a legacy variant group inside a
/// `Legacy` group copied by a Resources phase, a synchronized `App` folder, a `Tools` group whose
/// table no target copies, two configurations with generated Info.plist keys.
private let projectText = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXFileReference section */
		F1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
		F2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
		F3 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		F4 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; path = input/fr.lproj/Localizable.strings; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXBuildFile section */
		B1 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
/* End PBXBuildFile section */

/* Begin PBXResourcesBuildPhase section */
		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1 /* Localizable.strings in Resources */, ); };
/* End PBXResourcesBuildPhase section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		S1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		G0 = {
			isa = PBXGroup;
			children = (
				S1 /* App */,
				G1 /* Legacy */,
				G2 /* Tools */,
			);
			sourceTree = "<group>";
		};
		G2 /* Tools */ = {isa = PBXGroup; children = (F4, ); path = Tools; sourceTree = "<group>"; };
		G1 /* Legacy */ = {isa = PBXGroup; children = (V1, V2, ); path = "Legacy Code"; sourceTree = "<group>"; };
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		T1 /* Receipts */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L1;
			buildPhases = (
				R1 /* Resources */,
			);
			fileSystemSynchronizedGroups = (
				S1 /* App */,
			);
			name = Receipts;
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		P1 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = L0;
			developmentRegion = en;
			knownRegions = (
				en,
				Base,
				de,
				"zh-Hans",
			);
			mainGroup = G0;
			targets = (
				T1 /* Receipts */,
			);
		};
/* End PBXProject section */

/* Begin PBXVariantGroup section */
		V1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F1, F2, ); name = Localizable.strings; sourceTree = "<group>"; };
		V2 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F3, ); name = Main.storyboard; sourceTree = "<group>"; };
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		C1 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
				1️⃣INFOPLIST_KEY_NSCameraUsageDescription = 2️⃣"Scan your \"receipts\"";
				INFOPLIST_KEY_CFBundleDisplayName = Receipts;
				DEVELOPMENT_ASSET_PATHS = "\"App/Preview Content\" $(SRCROOT)/Development\\ Assets App/Resources $(BUILT_PRODUCTS_DIR)/Samples";
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
			};
			name = Debug;
		};
		C3 /* Staging */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = (
					STAGING,
					FEEDBACK,
				);
			};
			name = Staging;
		};
		C2 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
				INFOPLIST_KEY_NSCameraUsageDescription = "Scan your \"receipts\"";
				INFOPLIST_KEY_CFBundleDisplayName = Receipts;
				"SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*]" = FEEDBACK;
			};
			name = Release;
		};
		C0 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_EMIT_LOC_STRINGS = YES; }; name = Debug; };
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, C3, ); };
/* End XCConfigurationList section */
	};
	rootObject = P1 /* Project object */;
}
"""#

@Suite struct XcodeProjectTests {
    @Test func readsRegionsGroupsFoldersAndInfoPlistSettings() throws {
        let marked = extractMarkers(projectText)
        let project = XcodeProject(path: "iOS/Receipts.xcodeproj/project.pbxproj", bytes: Array(marked.text.utf8))
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(project.projectFolder == "iOS")
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "de", "zh-Hans"])
        #expect(project.shippedLocales == ["en", "de", "zh-Hans"])
        #expect(project.synchronizedFolders == ["iOS/App"])
        #expect(project.variantGroups.map(\.name) == ["Localizable.strings", "Main.storyboard"])
        #expect(project.variantGroups[0].localizations.map(\.region) == ["en", "de"])
        #expect(project.variantGroups[0].localizations.map(\.path) == [
            "iOS/Legacy Code/en.lproj/Localizable.strings", "iOS/Legacy Code/de.lproj/Localizable.strings",
        ])
        let target = try #require(project.targets.first)
        #expect(project.targets.count == 1)
        #expect(target.name == "Receipts")
        #expect(target.infoPlistFiles == ["iOS/App/Info.plist"])
        #expect(target.synchronizedFolders == ["iOS/App"])
        // Debug and Release say the same: one setting each, pointing at the first.
        #expect(target.infoPlistKeys.map(\.key) == ["NSCameraUsageDescription", "CFBundleDisplayName"])
        #expect(target.infoPlistKeys[0].value == "Scan your \"receipts\"")
        #expect(target.infoPlistKeys[0].keyRange.start == marked["1️⃣"])
        #expect(target.infoPlistKeys[0].valueRange.start == marked["2️⃣"])
        // Quoted paths and escaped spaces, `$(SRCROOT)`; a folder outside the workspace is left out.
        #expect(target.developmentAssetPaths == ["iOS/App/Preview Content", "iOS/Development Assets", "iOS/App/Resources"])
        // Only folders named for previews or development are believed to stay out of the product.
        let modules = ModuleMap(manifests: [], tablePaths: [], projects: [project])
        #expect(modules.developmentAssetFolders == ["iOS/App/Preview Content/", "iOS/Development Assets/"])
        #expect(modules.isDevelopmentAsset("iOS/App/Preview Content/Sample.swift"))
        #expect(!modules.isDevelopmentAsset("iOS/App/Preview.swift"))
        #expect(!modules.isDevelopmentAsset("iOS/App/Resources/Localizable.xcstrings"))
        // Conditions only a debug or staging configuration sets (a list or one string; a release
        // configuration's per-SDK setting counts for release).
        #expect(project.conditionsOutsideRelease == ["DEBUG", "STAGING"])
        #expect(modules.conditionsOffInRelease == ["DEBUG", "STAGING"])
    }

    @Test func includesCopiedResourcesAndSynchronizedFoldersOnly() {
        let project = XcodeProject(path: "iOS/Receipts.xcodeproj/project.pbxproj", bytes: Array(extractMarkers(projectText).text.utf8))
        #expect(project.resourcePaths == ["iOS/Legacy Code/de.lproj/Localizable.strings", "iOS/Legacy Code/en.lproj/Localizable.strings"])
        #expect(project.includes(path: "iOS/Legacy Code/de.lproj/Localizable.strings") == true)
        #expect(project.includes(path: "iOS/App/fr.lproj/Localizable.strings") == true)
        // A translation tool's input is in the project's groups but copied by no target.
        #expect(project.includes(path: "iOS/Tools/input/fr.lproj/Localizable.strings") == false)
        #expect(project.includes(path: "iOS/Other/ja.lproj/Localizable.strings") == false)
        // Outside the project's folder the project says nothing.
        #expect(project.includes(path: "Packages/Kit/Sources/Kit/de.lproj/Localizable.strings") == nil)
    }

    /// Old projects name regions by language (`English`); Brave keeps `developmentRegion = English`
    /// beside `en` in `knownRegions`: one locale, `en`.
    @Test func legacyRegionNamesAreLocaleCodes() {
        let text = "{ objects = { P = { isa = PBXProject; developmentRegion = English; knownRegions = (English, en, Base, German, fr); }; }; rootObject = P; }"
        let project = XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "Base", "de", "fr"])
        #expect(project.shippedLocales == ["en", "de", "fr"])
    }

    @Test func brokenProjectsYieldWhatCanBeRead() {
        let text = "{ objects = { P = { isa = PBXProject; knownRegions = (en, fr ; mainGroup = G; }; }; rootObject = P; "
        let project = XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        #expect(!project.problems.isEmpty)
        #expect(project.projectFolder == "")
        #expect(project.knownRegions.starts(with: ["en", "fr"]))
        let empty = XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: [])
        #expect(empty.knownRegions.isEmpty)
        #expect(!empty.problems.isEmpty)
    }

    @Test func openStepStringsDecodeEscapesAndComments() {
        let (value, problems) = OpenStepPlistReader.read(Array(#"{ /* c */ a = "x\n\"y\" \U00e9"; // line\#n b = (1, two,); }"#.utf8))
        #expect(problems.isEmpty)
        #expect(value["a"]?.string == "x\n\"y\" é")
        #expect(value["b"]?.array?.compactMap(\.string) == ["1", "two"])
    }
}
