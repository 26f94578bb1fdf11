// swiftc: 3:5: error: switch must be exhaustive
func status(online: Bool, busy: Bool) -> String {
    switch (online, busy) {
    case (true, false):
        return "available"
    case (true, true):
        return "busy"
    case (false, false):
        return "offline"
    }
}

print(status(online: true, busy: false))
