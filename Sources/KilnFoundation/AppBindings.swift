// The app's life cycle as scripts drive it.
import KilnScript
import KilnSimulator

/// The app side of a run: the script's app delegate, bridged to the simulator.
final class AppState {
    unowned let bindings: Bindings
    init(bindings: Bindings) { self.bindings = bindings }
    func detach() {}
}

extension Bindings {
    func registerAppPrimitives(in interpreter: Interpreter) {}
    func registerRenames(in interpreter: Interpreter) {}
}
