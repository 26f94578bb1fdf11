// swiftc: 7:19: error: cannot assign value of type 'Float' to type 'Double'
class Settings {
    var volume: Double = 0.5
}
let slider: Float = 0.8
let settings = Settings()
settings.volume = slider
print(settings.volume)
