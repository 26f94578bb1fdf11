// swiftc: 6:14: error: macro 'Themed()' must declare its applicable roles via '@freestanding' or '@attached'
struct Palette {
    var colors: [String] = []
}

public macro Themed<Style>() =
    #externalMacro(module: "ThemeMacros", type: "ThemedMacro")

print(Palette().colors.count)
