// swiftc: 6:6: error: invalid redeclaration of 'save(item:to:)'
func save(item: String, to path: String) {
    print("saving \(item) to \(path)")
}

func save(item: String, to path: String) {
    print("saved")
}

save(item: "a", to: "/tmp")
