// swiftc: 8:41: error: passing non-escaping parameter 'action' to function expecting an '@escaping' closure
struct Button {
    let title: String
    var action: () -> Void
}

func makeButton(title: String, action: () -> Void) -> Button {
    return Button(title: title, action: action)
}

var taps = 0
let save = makeButton(title: "Save") {
    taps += 1
    print("Saved")
}
save.action()
save.action()
print("Taps: \(taps)")
