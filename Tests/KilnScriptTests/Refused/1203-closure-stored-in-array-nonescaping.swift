// swiftc: 6:24: error: escaping closure captures non-escaping parameter 'action'
class UndoManager2 {
    private var actions: [() -> Void] = []

    func register(_ action: () -> Void) {
        actions.append {
            print("undoing")
            action()
        }
    }

    func undoAll() {
        while let last = actions.popLast() {
            last()
        }
    }
}

var text = "Hello"
let undo = UndoManager2()
undo.register {
    text = "Hello"
}
text += " world"
undo.undoAll()
print(text)
