// swiftc: 6:18: error: cannot override with a stored property 'title'
class Screen {
    var title: String { "Screen" }
}
class SettingsScreen: Screen {
    override var title = "Settings"
}
print(SettingsScreen().title)
