// The standard library's and Foundation's top-level type and protocol names (generated from the
// toolchain's symbol graphs, the modules scripts/api-coverage reads; names with a two-letter
// prefix such as `NSCoding` or `UITableViewDelegate` are told apart by the prefix instead). An
// inheritance clause naming one of these that Kiln does not declare (`IteratorProtocol`,
// `LocalizedError`, `ExpressibleByIntegerLiteral`) is a conformance Kiln accepts, never
// "cannot find type" (ProtocolConformances.swift).
enum LibraryTypeNames {
    /// SwiftUI's and Combine's names a pasted program may conform to.
    static let frameworks: Set<String> = ["View", "App", "Scene", "ObservableObject", "PreviewProvider", "ViewModifier",
                                                   "ButtonStyle", "Publisher", "Subscriber", "Cancellable", "DynamicProperty"]

    /// The standard library's top-level functions (from the same symbol graphs): one Kiln does not
    /// have is "not supported in Kiln yet", never "cannot find in scope".
    static let standardFunctions: Set<String> = Set("""
        abs all any assert assertionFailure debugPrint dump exchange extendLifetime fatalError
        isKnownUniquelyReferenced max min numericCast pointwiseMax pointwiseMin precondition
        preconditionFailure print readLine repeatElement sequence stride swap transcode type
        unsafeBitCast unsafeDowncast withExtendedLifetime withUnsafeBytes withUnsafeMutableBytes
        withUnsafeMutablePointer withUnsafePointer withUnsafeTemporaryAllocation withVaList
        withoutActuallyEscaping zip withTaskGroup withThrowingTaskGroup withDiscardingTaskGroup
        withCheckedContinuation withCheckedThrowingContinuation withUnsafeContinuation
        withUnsafeThrowingContinuation withTaskCancellationHandler
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    static let all: Set<String> = Set("""
        Actor AdditiveArithmetic AffineTransform AlignmentOptions AnyActor AnyBidirectionalCollection
        AnyClass AnyCollection AnyHashable AnyIndex AnyIterator AnyKeyPath AnyObject
        AnyRandomAccessCollection AnyRegexOutput AnySequence Array ArrayLiteralConvertible ArraySlice
        AsyncCompactMapSequence AsyncDropFirstSequence AsyncDropWhileSequence AsyncFilterSequence
        AsyncFlatMapSequence AsyncIteratorProtocol AsyncMapSequence AsyncPrefixSequence
        AsyncPrefixWhileSequence AsyncSequence AsyncStream AsyncThrowingCompactMapSequence
        AsyncThrowingDropWhileSequence AsyncThrowingFilterSequence AsyncThrowingFlatMapSequence
        AsyncThrowingMapSequence AsyncThrowingPrefixWhileSequence AsyncThrowingStream AttributeContainer
        AttributeDynamicLookup AttributeScope AttributeScopeCodableConfiguration AttributeScopes
        AttributedString AttributedStringAttributeMutation AttributedStringKey AttributedStringProtocol
        AttributedSubstring BidirectionalCollection BidirectionalIndexable BidirectionalSlice
        BinaryFloatingPoint BinaryInteger BitwiseCopyable BlockOperation Bool BooleanLiteralConvertible
        BooleanLiteralType Bundle ByteCountFormatStyle ByteCountFormatter Calendar CancellationError
        CaseIterable Character CharacterSet CheckedContinuation Clock ClosedRange ClosedRangeIndex
        CocoaError Codable CodableAttributedStringKey CodableConfiguration CodableWithConfiguration
        CodingKey CodingKeyRepresentable CodingUserInfoKey Collection CollectionDifference CollectionOfOne
        CommandLine Comparable ComparableComparator Comparator ComparisonResult ConcurrentValue
        ContiguousArray ContiguousBytes ContinuousClock Copyable CountableClosedRange
        CountablePartialRangeFrom CountableRange CurrencyFormatStyleConfiguration
        CustomConsumingRegexComponent CustomDebugStringConvertible CustomLeafReflectable CustomNSError
        CustomPlaygroundDisplayConvertible CustomPlaygroundQuickLookable CustomReflectable
        CustomStringConvertible Data DataProtocol Date DateComponents DateFormatter DateInterval
        DateIntervalFormatter Decimal Decodable DecodableAttributedStringKey DecodableWithConfiguration
        Decoder DecodingConfigurationProviding DecodingError DefaultBidirectionalIndices DefaultIndices
        DefaultRandomAccessIndices DefaultStringInterpolation DescriptiveNumberFormatConfiguration
        Dictionary DictionaryIndex DictionaryIterator DictionaryLiteral DictionaryLiteralConvertible
        Dimension DiscardingTaskGroup DiscontiguousAttributedSubstring DiscontiguousSlice
        DiscreteFormatStyle Double DropFirstSequence DropWhileSequence Duration DurationProtocol
        EmptyCollection EmptyIterator Encodable EncodableAttributedStringKey EncodableWithConfiguration
        Encoder EncodingConfigurationProviding EncodingError EnergyFormatter EnumeratedIterator
        EnumeratedSequence Equatable Error Escapable Executor ExecutorJob ExpressibleByArrayLiteral
        ExpressibleByBooleanLiteral ExpressibleByDictionaryLiteral
        ExpressibleByExtendedGraphemeClusterLiteral ExpressibleByFloatLiteral ExpressibleByIntegerLiteral
        ExpressibleByNilLiteral ExpressibleByStringInterpolation ExpressibleByStringLiteral
        ExpressibleByUnicodeScalarLiteral Expression ExtendedGraphemeClusterLiteralConvertible
        ExtendedGraphemeClusterType FileAttributeKey FileAttributeType FileHandle FileManager
        FileManagerDelegate FileProtectionType FixedWidthInteger FlattenBidirectionalCollection
        FlattenBidirectionalCollectionIndex FlattenCollection FlattenCollectionIndex FlattenSequence Float
        Float16 Float32 Float64 Float80 FloatLiteralConvertible FloatLiteralType FloatingPoint
        FloatingPointClassification FloatingPointFormatStyle FloatingPointParseStrategy
        FloatingPointRoundingRule FloatingPointSign FormatStyle FormatStyleCapitalizationContext Formatter
        GlobalActor Hashable Hasher Host Identifiable IndexPath IndexSet Indexable IndexableBase
        IndexingIterator InflectionRule InlineArray InputStream InstantProtocol Int Int128 Int16 Int32
        Int64 Int8 IntegerFormatStyle IntegerLiteralConvertible IntegerLiteralType IntegerParseStrategy
        IteratorOverOne IteratorProtocol IteratorSequence Job JobPriority JoinedIterator JoinedSequence
        KeyPath KeyPathComparator KeyValuePairs KeyedDecodingContainer KeyedDecodingContainerProtocol
        KeyedEncodingContainer KeyedEncodingContainerProtocol LazyBidirectionalCollection LazyCollection
        LazyCollectionProtocol LazyDropWhileBidirectionalCollection LazyDropWhileCollection
        LazyDropWhileIndex LazyDropWhileIterator LazyDropWhileSequence LazyFilterBidirectionalCollection
        LazyFilterCollection LazyFilterIndex LazyFilterIterator LazyFilterSequence
        LazyMapBidirectionalCollection LazyMapCollection LazyMapIterator LazyMapRandomAccessCollection
        LazyMapSequence LazyPrefixWhileBidirectionalCollection LazyPrefixWhileCollection
        LazyPrefixWhileIndex LazyPrefixWhileIterator LazyPrefixWhileSequence LazyRandomAccessCollection
        LazySequence LazySequenceProtocol LengthFormatter ListFormatStyle Locale LocalizedError
        LosslessStringConvertible MainActor ManagedBuffer ManagedBufferPointer
        MarkdownDecodableAttributedStringKey MassFormatter Measurement MemoryLayout Mirror MirrorPath
        Morphology MutableBidirectionalSlice MutableCollection MutableDataProtocol MutableIndexable
        MutableRandomAccessSlice MutableRangeReplaceableBidirectionalSlice
        MutableRangeReplaceableRandomAccessSlice MutableRangeReplaceableSlice MutableRawSpan MutableSlice
        MutableSpan Never NilLiteralConvertible Notification NotificationCenter NotificationQueue
        NumberFormatStyleConfiguration NumberFormatter Numeric ObjCBool ObjectIdentifier OpaquePointer
        OperatingSystemVersion Operation OperationQueue OptionSet Optional OutputRawSpan OutputSpan
        OutputStream ParseStrategy ParseableFormatStyle PartialAsyncTask PartialKeyPath PartialRangeFrom
        PartialRangeThrough PartialRangeUpTo PersonNameComponents PersonNameComponentsFormatter Pipe
        PlaygroundQuickLook Port PortDelegate PortMessage Predicate PredicateBindings PredicateError
        PredicateExpression PredicateExpressions PrefixSequence Process ProcessInfo Progress ProgressKind
        ProgressReporting ProgressUserInfoKey PropertyListDecoder PropertyListEncoder
        PropertyListSerialization QualityOfService RandomAccessCollection RandomAccessIndexable
        RandomAccessSlice RandomNumberGenerator Range RangeExpression RangeReplaceableBidirectionalSlice
        RangeReplaceableCollection RangeReplaceableIndexable RangeReplaceableRandomAccessSlice
        RangeReplaceableSlice RangeSet RawRepresentable RawSpan RecoverableError ReferenceConvertible
        ReferenceWritableKeyPath Regex RegexComponent RegexRepetitionBehavior RegexSemanticLevel
        RegexWordBoundaryKind Repeated Result ReversedCollection ReversedIndex
        ReversedRandomAccessCollection RunLoop Scanner ScopedAttributeContainer Sendable SendableMetatype
        Sequence SerialExecutor Set SetAlgebra SetIndex SetIterator SignedInteger SignedNumeric
        SingleValueDecodingContainer SingleValueEncodingContainer Slice SocketNativeHandle SocketPort
        SortComparator SortDescriptor SortOrder Span StandardPredicateExpression StaticBigInt StaticString
        Stream StreamDelegate StreamNetworkServiceTypeValue StreamSOCKSProxyConfiguration
        StreamSOCKSProxyVersion StreamSocketSecurityLevel StrideThrough StrideThroughIterator StrideTo
        StrideToIterator Strideable String StringInterpolationConvertible StringInterpolationProtocol
        StringLiteralConvertible StringLiteralType StringProtocol StringStyle StringTransform Substring
        SuspendingClock SystemRandomNumberGenerator Task TaskExecutor TaskGroup TaskLocal TaskPriority
        TextOutputStream TextOutputStreamable Thread ThrowingDiscardingTaskGroup ThrowingTaskGroup
        TimeInterval TimeZone Timer UnboundedRange UnboundedRange_ UnfoldFirstSequence UnfoldSequence
        Unicode UnicodeCodec UnicodeDecodingResult UnicodeScalar UnicodeScalarLiteralConvertible
        UnicodeScalarType Unit UnitAcceleration UnitAngle UnitArea UnitConcentrationMass UnitConverter
        UnitConverterLinear UnitDispersion UnitDuration UnitElectricCharge UnitElectricCurrent
        UnitElectricPotentialDifference UnitElectricResistance UnitEnergy UnitFrequency UnitFuelEfficiency
        UnitIlluminance UnitInformationStorage UnitLength UnitMass UnitPower UnitPressure UnitSpeed
        UnitTemperature UnitVolume UnkeyedDecodingContainer UnkeyedEncodingContainer Unmanaged UnownedJob
        UnownedSerialExecutor UnownedTaskExecutor UnsafeBufferPointer UnsafeBufferPointerIterator
        UnsafeConcurrentValue UnsafeContinuation UnsafeCurrentTask UnsafeMutableBufferPointer
        UnsafeMutablePointer UnsafeMutableRawBufferPointer UnsafeMutableRawBufferPointerIterator
        UnsafeMutableRawPointer UnsafePointer UnsafeRawBufferPointer UnsafeRawBufferPointerIterator
        UnsafeRawPointer UnsafeSendable UnsafeThrowingContinuation UnsignedInteger UserDefaults Void
        WritableKeyPath Zip2Iterator Zip2Sequence unichar uuid_string_t uuid_t
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// Whether `name` may be a library type Kiln does not declare.
    static func mayBeLibrary(_ name: String) -> Bool {
        let prefix = name.prefix(2)
        if prefix.count == 2, prefix.allSatisfy(\.isUppercase) { return true }
        return all.contains(name) || frameworks.contains(name)
    }
}
