// swiftc: 4:12: error: pick a storage backend before shipping
let useDisk = true
if useDisk {
    #error("pick a storage backend before shipping")
}
print("saved")
