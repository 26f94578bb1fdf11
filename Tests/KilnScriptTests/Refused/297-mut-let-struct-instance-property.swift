// swiftc: 8:10: error: cannot assign to property: 'settings' is a 'let' constant
struct Settings {
    var volume = 5
    var theme = "light"
}

let settings = Settings()
settings.theme = "dark"
print(settings.theme)
