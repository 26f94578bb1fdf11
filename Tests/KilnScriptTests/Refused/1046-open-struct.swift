// swiftc: 2:1: error: only classes and overridable class members can be declared 'open'; use 'public'
open struct Money {
    var cents = 0
}
print(Money().cents)
