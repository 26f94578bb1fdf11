// Calling a script's method the way Cocoa calls it, whether the script spells it today
// (`encode(with:)`, `applicationDidEnterBackground(_:)`) or as Swift 2 did, where a method's first
// parameter had no label unless it was given one: `func encodeWithCoder(aCoder: NSCoder)` read
// with today's rules has the label `aCoder`.
import KilnScript

/// Calls `name(labels…)` on `receiver`; if the object has the method only with another first
/// label (Swift 2's implicit one), calls that and reports the spelling through `noteSwift2`.
func callCocoaMethod(_ context: NativeContext, _ name: String, labels: [String?], on receiver: Value, arguments: [Value],
                     noteSwift2: (_ written: String, _ today: String) -> Void) throws -> Value {
    if !context.responds(receiver, to: name, labels: labels), let written = swift2Labels(context, name, labels, on: receiver) {
        noteSwift2(selector(name, written), selector(name, labels))
        return try context.callMethod(name, labels: written, on: receiver, arguments: arguments)
    }
    return try context.callMethod(name, labels: labels, on: receiver, arguments: arguments)
}

/// Whether `receiver` has the method Cocoa calls, in today's spelling or Swift 2's.
func implementsCocoaMethod(_ context: NativeContext, _ name: String, labels: [String?], on receiver: Value) -> Bool {
    context.responds(receiver, to: name, labels: labels) || swift2Labels(context, name, labels, on: receiver) != nil
}

/// The labels of the object's method `name` that differs from `labels` only in having a first
/// label, as Swift 2 declared `func applicationDidEnterBackground(application: UIApplication)`.
private func swift2Labels(_ context: NativeContext, _ name: String, _ labels: [String?], on receiver: Value) -> [String?]? {
    context.methodLabels(name, of: receiver).first { declared in
        declared.count == labels.count && declared.first.map { $0 != nil } == true && declared.dropFirst().elementsEqual(labels.dropFirst())
    }
}

private func selector(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
}
