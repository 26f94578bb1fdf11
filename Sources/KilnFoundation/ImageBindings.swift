// UIImage: bitmaps from the bundle, files and data, encoded as JPEG and PNG by the simulator's
// codecs; each image's decoded pixels count in `Simulator.memoryFootprint` until it is freed.
import KilnScript
import KilnSimulator

/// The run's images, by the handle the prelude's `UIImage` keeps.
final class ImageTable {
    var images: [Int: (bitmap: Bitmap, allocation: MemoryAllocation?)] = [:]
    var nextHandle = 1
}

extension Bindings {
    func registerImagePrimitives(in interpreter: Interpreter) {
        let simulator = self.simulator
        let table = images

        /// Keeps a bitmap and counts its pixels in the app's memory (a memory warning may run the
        /// app's code; its errors are reported here).
        func keep(_ bitmap: Bitmap, _ context: NativeContext) throws -> Value {
            let allocation = try? simulator.memory.allocate(bytes: bitmap.decodedByteCount, label: "UIImage \(bitmap.width)×\(bitmap.height)")
            let handle = table.nextHandle
            table.nextHandle += 1
            table.images[handle] = (bitmap, allocation)
            try app.reportPendingError()
            return .int(handle)
        }
        func bitmap(_ value: Value, _ context: NativeContext) throws -> Bitmap {
            guard case .int(let handle) = value.unwrapped, let image = table.images[handle] else {
                throw context.fault("this UIImage has no pixels (it was not made by one of UIImage's initializers)")
            }
            return image.bitmap
        }

        primitive(interpreter, "ImageNamed", 1) { context, arguments in
            let name = try stringArgument(arguments[0], context, "the image name")
            guard let resource = simulator.sandbox.imageResource(named: name),
                  let bytes = try? simulator.files.contents(atPath: resource.path),
                  let decoded = try? Bitmap(decoding: bytes, scale: resource.scale) else { return .int(0) }
            return try keep(decoded, context)
        }
        primitive(interpreter, "ImageFromBytes", 2) { context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            let scale = try doubleArgument(arguments[1], context, "the scale")
            guard let decoded = try? Bitmap(decoding: bytes, scale: scale) else { return .int(0) }
            return try keep(decoded, context)
        }
        primitive(interpreter, "ImageFilled", 7) { context, arguments in
            let widthPoints = try doubleArgument(arguments[0], context, "the width")
            let heightPoints = try doubleArgument(arguments[1], context, "the height")
            guard widthPoints.isFinite, heightPoints.isFinite, abs(widthPoints) < 1e9, abs(heightPoints) < 1e9 else {
                throw context.fault("cannot make a \(widthPoints)×\(heightPoints) image: the size must be 1 to 100000 points")
            }
            let width = Int(widthPoints.rounded()), height = Int(heightPoints.rounded())
            let scale = try doubleArgument(arguments[2], context, "the scale")
            var channels: [UInt8] = []
            for index in 3..<7 {
                let channel = try doubleArgument(arguments[index], context, "a colour component")
                channels.append(UInt8(max(0, min(255, (channel * 255).rounded()))))
            }
            // Checked before any conversion: a huge or odd size must not trap converting to Int.
            guard scale.isFinite, scale > 0, scale <= 16, (1...100_000).contains(width), (1...100_000).contains(height) else {
                throw context.fault("cannot make a \(width)×\(height) image at scale \(scale): the size must be 1 to 100000 points and the scale more than 0 and at most 16")
            }
            let pixelWidth = max(1, Int((Double(width) * scale).rounded())), pixelHeight = max(1, Int((Double(height) * scale).rounded()))
            do {
                let made = try Bitmap(width: pixelWidth, height: pixelHeight, scale: scale,
                                      color: RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]))
                return try keep(made, context)
            } catch let error as ImageError {
                throw context.fault("cannot make a \(width)×\(height) image: \(error)")
            }
        }
        // UIRectFill / a renderer context's fill(_:): (handle, x, y, width, height in points, r, g, b, a),
        // painted over what is there (source-over), clipped to the image.
        primitive(interpreter, "ImageFillRect", 9) { context, arguments in
            guard case .int(let handle) = arguments[0].unwrapped, var image = table.images[handle] else {
                throw context.fault("UIRectFill and fill(_:) draw only inside a UIGraphicsImageRenderer's image(actions:)")
            }
            var numbers: [Double] = []
            for index in 1..<9 { numbers.append(try doubleArgument(arguments[index], context, "a rectangle or colour component")) }
            guard numbers.allSatisfy(\.isFinite) else { return .void }
            let scale = image.bitmap.scale
            let x0 = max(0, Int((numbers[0] * scale).rounded())), y0 = max(0, Int((numbers[1] * scale).rounded()))
            let x1 = min(image.bitmap.width, Int(((numbers[0] + numbers[2]) * scale).rounded()))
            let y1 = min(image.bitmap.height, Int(((numbers[1] + numbers[3]) * scale).rounded()))
            let source = numbers[4...7].map { max(0, min(1, $0)) }
            guard x0 < x1, y0 < y1 else { return .void }
            for y in y0..<y1 {
                for x in x0..<x1 { image.bitmap[x, y] = sourceOver(source, image.bitmap[x, y]) }
            }
            table.images[handle] = image
            return .void
        }
        primitive(interpreter, "ImageRelease", 1) { [weak self] _, arguments in
            guard let self, case .int(let handle) = arguments[0], let image = images.images.removeValue(forKey: handle) else { return .void }
            if let allocation = image.allocation { self.simulator.memory.release(allocation) }
            return .void
        }
        primitive(interpreter, "ImageInfo", 1) { context, arguments in
            let image = try bitmap(arguments[0], context)
            return .array([.double(image.pointSize.width), .double(image.pointSize.height), .double(image.scale)])
        }
        primitive(interpreter, "ImageJPEG", 2) { context, arguments in
            let image = try bitmap(arguments[0], context)
            let quality = try doubleArgument(arguments[1], context, "compressionQuality")
            guard let bytes = try? image.jpegData(compressionQuality: max(0, min(1, quality))) else { return .none }
            return try bytesValue(bytes, context)
        }
        primitive(interpreter, "ImagePNG", 1) { context, arguments in
            guard let bytes = try? (try bitmap(arguments[0], context)).pngData() else { return .none }
            return try bytesValue(bytes, context)
        }
    }
}

/// `color` (red, green, blue, alpha in 0…1) painted over `below`, as Core Graphics' normal blend does.
private func sourceOver(_ color: [Double], _ below: RGBA) -> RGBA {
    let alpha = color[3], belowAlpha = Double(below.alpha) / 255
    let outAlpha = alpha + belowAlpha * (1 - alpha)
    guard outAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ top: Double, _ bottom: UInt8) -> UInt8 {
        let value = (top * alpha + Double(bottom) / 255 * belowAlpha * (1 - alpha)) / outAlpha
        return UInt8((max(0, min(1, value)) * 255).rounded())
    }
    return RGBA(red: channel(color[0], below.red), green: channel(color[1], below.green), blue: channel(color[2], below.blue),
                alpha: UInt8((outAlpha * 255).rounded()))
}
