// swiftc: 7:25: error: cannot override static property
class Theme {
    static var accent: String { "blue" }
}

class DarkTheme: Theme {
    override static var accent: String { "purple" }
}

print(DarkTheme.accent)
