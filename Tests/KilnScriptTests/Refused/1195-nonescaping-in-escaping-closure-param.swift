// swiftc: 8:14: error: escaping closure captures non-escaping parameter 'handler'
func delay(_ seconds: Int, then action: @escaping () -> Void) {
    print("waiting \(seconds)s")
    action()
}

func notifyLater(message: String, handler: (String) -> Void) {
    delay(2) {
        handler(message)
    }
}

notifyLater(message: "Backup complete") { text in
    print("Notification: \(text)")
}
