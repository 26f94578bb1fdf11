// swiftc: 3:1: error: only classes and overridable class members can be declared 'open'; use 'public'
open class Logger {}
open var verbosity = 2
print(verbosity)
