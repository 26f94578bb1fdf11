// swiftc: 5:10: error: value of type '[String : String]' has no member 'append'
// A dictionary of settings extended as if it were an array.
var settings = ["theme": "dark"]
print(settings.count)
settings.append(["font": "serif"])
