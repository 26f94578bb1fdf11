// swiftc: 13:24: error: constructing an object of class type 'Plugin' with a metatype value must use a 'required' initializer
class Plugin {
    var name = "base"
    func run() { print("running", name) }
}
class Logger: Plugin {
    override func run() { print("logging") }
}

let registered: [Plugin.Type] = [Plugin.self, Logger.self]
var loaded: [Plugin] = []
for kind in registered {
    loaded.append(kind.init())
}
loaded.forEach { $0.run() }
