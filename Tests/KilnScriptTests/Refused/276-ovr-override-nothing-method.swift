// swiftc: 7:19: error: method does not override any method from its superclass
class View {
    func draw() { print("view") }
}

class Label: View {
    override func drawText() { print("label") }
}

Label().draw()
