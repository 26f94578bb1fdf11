// swiftc: 4:1: error: switch must be exhaustive
enum Light { case red, yellow, green }
let light = Light.red
switch light {
case .red: print("stop")
case .green: print("go")
}
