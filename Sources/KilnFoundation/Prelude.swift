// The part of Kiln's Foundation and UIKit written in Swift: value types (URL, Data, Date), enums
// whose cases scripts write as `.documentDirectory`, and methods that throw. It is compiled with
// the script, after the script's own text (so the script's line numbers stay its own), and calls
// the native primitives of the session (the `__kiln…` functions in the Bindings files).
//
// Why in Swift: the embedding API of KilnScript lets native code define classes, methods and
// properties, but not enum cases, members of String or Array, errors a script can catch, or new
// values of script types; the prelude has all of these.

enum Prelude {
    /// Names of the prelude's classes: archived under their plain (Objective-C) names.
    static let foundationClassNames: Set<String> = [
        "NSObject", "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSData", "NSMutableData",
        "NSError", "UIResponder", "UIApplication", "FileManager", "NotificationCenter", "UserDefaults",
        "UIImage", "NSString", "NSArray", "NSDictionary", "NSNumber", "NSDate", "NSUUID",
    ]

    /// The prelude followed by the table of the script's own classes.
    static func source(for classes: [ScriptClassDeclaration]) -> String {
        ["\n// ===== Kiln Foundation (prelude) =====\n", foundation, archiving, propertyLists, app, images, classTable(classes)]
            .joined(separator: "\n")
    }

    /// `__kilnInstantiate`: makes an instance of a script class by name, the way iOS makes the
    /// app delegate (`init()`) and the unarchiver makes a decoded object (`init(coder:)`).
    static func classTable(_ classes: [ScriptClassDeclaration]) -> String {
        var table = "\nextension NSCoder {\n    func __kilnInstantiate(_ name: String) -> Any? {\n        switch name {\n"
        for declaration in classes where !foundationClassNames.contains(declaration.name) {
            table += "        case \"\(declaration.name)\": return \(declaration.name)(coder: self)\n"
        }
        table += "        default: return nil\n        }\n    }\n}\n"
        table += "func __kilnMakeObject(_ name: String) -> Any? {\n    switch name {\n"
        for declaration in classes where !foundationClassNames.contains(declaration.name) {
            table += "    case \"\(declaration.name)\": return \(declaration.name)()\n"
        }
        table += "    default: return nil\n    }\n}\n"
        return table
    }
}
