// swiftc: 6:7: error: instance member 'theme' cannot be used on type 'Settings'; did you mean to use a value of this type instead?
// An instance property read through the type's name.
struct Settings {
    var theme = "dark"
}
print(Settings.theme)
