// swiftc: 3:1: error: 'main' attribute cannot be used in a module that contains top-level code
let greeting = "Hi"
@main
struct Tool {
    static func main() {
        print(greeting)
    }
}
