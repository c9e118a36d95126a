import ComplayoutModel

/// What the device recorder writes for one spec (docs/device-recorder.md): the spec, the
/// collection view UIKit laid it out in, and every element UIKit placed. JSON, so a recording
/// can also be written by hand.
public struct DeviceRecording: Codable, Sendable, Hashable {
    /// The spec's text (YAML or JSON), so that a recording stands on its own.
    public var spec: String
    /// Where the spec was read from, relative to the folder recorded; for people.
    public var specPath: String?
    /// `UIDevice.current.systemVersion`, such as `"17.5"`.
    public var iOSVersion: String
    /// The device or simulator, such as `"iPhone 15 Pro (simulator)"`; for people.
    public var device: String?
    /// The collection view as UIKit had it: what differs from the spec's environment.
    public var environment: RecordedEnvironment
    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// Every element's attributes, as `complayout eval` writes an element.
    public var elements: [LayoutAttributes]

    public init(
        spec: String, specPath: String? = nil, iOSVersion: String, device: String? = nil,
        environment: RecordedEnvironment, contentSize: Size, elements: [LayoutAttributes]
    ) {
        self.spec = spec
        self.specPath = specPath
        self.iOSVersion = iOSVersion
        self.device = device
        self.environment = environment
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The major version of `iOSVersion`, within the versions complayout models (13 to 17, 17
    /// standing for 17 and later); nil when it is not a version number.
    public var modelledIOSVersion: Int? {
        guard let major = iOSVersion.split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        return min(max(major, LayoutEnvironment.earliestIOSVersion), LayoutEnvironment.latestIOSVersion)
    }
}

/// The collection view a recording was made in. Each value given replaces the spec's; one left
/// out is the spec's.
public struct RecordedEnvironment: Codable, Sendable, Hashable {
    /// The collection view's bounds size.
    public var container: Size?
    public var safeAreaInsets: DirectionalInsets?
    public var layoutMargins: DirectionalInsets?
    public var layoutDirection: InterfaceDirection?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// The collection view's `traitCollection.displayScale`.
    public var displayScale: Double?
    public var contentInset: DirectionalInsets?
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustment?
    /// The raw `contentOffset` when the elements were read.
    public var contentOffset: Point?

    public init(
        container: Size? = nil, safeAreaInsets: DirectionalInsets? = nil, layoutMargins: DirectionalInsets? = nil,
        layoutDirection: InterfaceDirection? = nil, horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil, displayScale: Double? = nil, contentInset: DirectionalInsets? = nil,
        contentInsetAdjustmentBehavior: ContentInsetAdjustment? = nil, contentOffset: Point? = nil
    ) {
        self.container = container
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.contentOffset = contentOffset
    }

    /// `environment` with every recorded value in place of its own.
    public func applied(to environment: LayoutEnvironment) -> LayoutEnvironment {
        var applied = environment
        container.map { applied.container = $0 }
        safeAreaInsets.map { applied.safeAreaInsets = $0 }
        layoutMargins.map { applied.layoutMargins = $0 }
        layoutDirection.map { applied.layoutDirection = $0 }
        horizontalSizeClass.map { applied.traits.horizontalSizeClass = $0 }
        verticalSizeClass.map { applied.traits.verticalSizeClass = $0 }
        displayScale.map { applied.traits.displayScale = $0 }
        contentInset.map { applied.contentInset = $0 }
        contentInsetAdjustmentBehavior.map { applied.contentInsetAdjustment = $0 }
        contentOffset.map { applied.contentOffset = $0 }
        return applied
    }
}
