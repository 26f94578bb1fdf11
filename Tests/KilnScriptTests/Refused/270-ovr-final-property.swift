// swiftc: 7:18: error: property overrides a 'final' property
class Planet {
    final var gravity: Double { 9.8 }
}

class Moon: Planet {
    override var gravity: Double { 1.6 }
}

print(Moon().gravity)
