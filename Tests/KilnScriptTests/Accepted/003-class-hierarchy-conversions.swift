// swiftc: accepted
class Animal { var name = "a"; func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "woof" } }
class Puppy: Dog {}
let a: Animal = Dog()
var zoo: [Animal] = [Dog(), Puppy()]
zoo.append(Puppy())
func describe(_ animal: Animal) -> String { animal.speak() }
let anything: Any = Dog()
let object: AnyObject = Puppy()
let maybe: Animal? = Puppy()
let dogs: [Dog] = [Puppy()]
let animals: [Animal] = dogs
print(describe(Puppy()), zoo.count, a.speak(), anything is Dog, object is Animal, maybe?.name ?? "", animals.count)
