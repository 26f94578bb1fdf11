// swiftc: 5:6: error: function declares an opaque return type 'some Pet', but the return statements in its body do not have matching underlying types [#OpaqueTypeInference]
protocol Pet { func sound() -> String }
struct Cat: Pet { func sound() -> String { "meow" } }
struct Dog: Pet { func sound() -> String { "woof" } }
func adopt(likesCats: Bool) -> some Pet {
    if likesCats {
        return Cat()
    }
    return Dog()
}
print(adopt(likesCats: true).sound())
