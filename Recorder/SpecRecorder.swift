// The device recorder (docs/device-recorder.md): lays a spec out with UIKit, in a real
// UICollectionView, and records what UIKit placed. Built only where UIKit exists; on Linux the
// tests type-check it against UIKit's declarations (Tests/UIKitDeclarations).
#if canImport(UIKit)
    import ComplayoutModel
    import ComplayoutRecording
    import ComplayoutUIKit
    import Foundation
    import UIKit

    /// Why a spec was not recorded.
    public struct RecorderSkip: Error, CustomStringConvertible {
        public var description: String
    }

    /// Records specs on the device or simulator it runs on.
    @available(iOS 17.0, *)
    @MainActor public enum SpecRecorder {
        /// The most items a recorded spec may have: every cell is a real view.
        public static let maxItems = 10_000

        /// Hosts the spec's layout, built with ComplayoutUIKit, in a collection view of the spec's
        /// container size showing its data (self-sizing cells take `data.sizes`), lays it out and
        /// records every element. Throws the spec's diagnostics, or `RecorderSkip`.
        public static func record(specText: String, specPath: String? = nil) throws -> DeviceRecording {
            let specLayout = try SpecLayout(
                text: specText, format: specPath?.hasSuffix(".json") == true ? .json : .yaml)
            let spec = specLayout.spec
            let environment = spec.environment
            let data = spec.effectiveData
            guard environment.orthogonalOffsets.isEmpty else {
                throw RecorderSkip(description: "an orthogonal section's scroll position cannot be set from outside")
            }
            guard data.sections.reduce(0, { $0 + $1.itemCount }) <= maxItems else {
                throw RecorderSkip(description: "more than \(maxItems) items")
            }

            let size = CGSize(width: environment.container.width, height: environment.container.height)
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let controller = UIViewController(nibName: nil, bundle: nil)
            let rightToLeft = environment.layoutDirection == .rightToLeft
            controller.traitOverrides.horizontalSizeClass =
                environment.traits.horizontalSizeClass == .regular ? .regular : .compact
            controller.traitOverrides.verticalSizeClass =
                environment.traits.verticalSizeClass == .regular ? .regular : .compact
            controller.traitOverrides.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            controller.traitOverrides.displayScale = CGFloat(environment.traits.displayScale)
            window.rootViewController = controller
            window.makeKeyAndVisible()

            let layout = specLayout.makeLayout()
            for kind in specLayout.decorationKinds {
                layout.register(RecorderDecorationView.self, forDecorationViewOfKind: kind)
            }
            let collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            collectionView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
            collectionView.contentInsetAdjustmentBehavior =
                environment.contentInsetAdjustment == .never ? .never : .automatic
            collectionView.contentInset = edgeInsets(environment.contentInset, rightToLeft: rightToLeft)
            if let margins = environment.layoutMargins {
                collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
            }
            let dataSource = RecorderDataSource(data: data)
            collectionView.register(RecorderCell.self, forCellWithReuseIdentifier: RecorderDataSource.cellIdentifier)
            for kind in specLayout.supplementaryKinds {
                collectionView.register(
                    RecorderSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
            }
            collectionView.dataSource = dataSource
            controller.view.addSubview(collectionView)
            collectionView.layoutIfNeeded()
            if let offset = environment.contentOffset {
                collectionView.contentOffset = CGPoint(x: offset.x, y: offset.y)
                collectionView.layoutIfNeeded()
            }

            let content = layout.collectionViewContentSize
            let around = CGRect(x: -10_000, y: -10_000, width: content.width + 20_000, height: content.height + 20_000)
            let elements = (layout.layoutAttributesForElements(in: around) ?? []).map(element)
            let traits = collectionView.traitCollection
            let direction: InterfaceDirection =
                collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let recorded = RecordedEnvironment(
                container: Size(
                    width: Double(collectionView.bounds.width), height: Double(collectionView.bounds.height)),
                safeAreaInsets: directional(collectionView.safeAreaInsets, rightToLeft: direction == .rightToLeft),
                layoutMargins: directional(collectionView.directionalLayoutMargins), layoutDirection: direction,
                horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
                displayScale: Double(traits.displayScale),
                contentInset: directional(collectionView.contentInset, rightToLeft: direction == .rightToLeft),
                contentInsetAdjustmentBehavior: environment.contentInsetAdjustment,
                contentOffset: Point(
                    x: Double(collectionView.contentOffset.x), y: Double(collectionView.contentOffset.y)))
            // The collection view's data source is weak: kept alive until the elements are read.
            withExtendedLifetime(dataSource) {}
            return DeviceRecording(
                spec: specText, specPath: specPath, iOSVersion: UIDevice.current.systemVersion,
                device: ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"].map { "\($0) (simulator)" }
                    ?? UIDevice.current.model,
                environment: recorded, contentSize: Size(width: Double(content.width), height: Double(content.height)),
                elements: elements)
        }

        private static func element(_ attributes: UICollectionViewLayoutAttributes) -> LayoutAttributes {
            let represented = attributes.representedElementCategory
            let category: ElementCategory =
                represented == .cell ? .cell : represented == .supplementaryView ? .supplementary : .decoration
            let frame = attributes.frame
            return LayoutAttributes(
                key: ElementKey(
                    category: category, kind: category == .cell ? nil : attributes.representedElementKind,
                    indexPath: Array(attributes.indexPath)),
                frame: Rect(
                    x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                    height: Double(frame.height)),
                zIndex: attributes.zIndex)
        }

        private static func edgeInsets(_ insets: DirectionalInsets, rightToLeft: Bool) -> UIEdgeInsets {
            UIEdgeInsets(
                top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rightToLeft ? insets.leading : insets.trailing)
        }

        private static func directional(_ insets: UIEdgeInsets, rightToLeft: Bool) -> DirectionalInsets {
            DirectionalInsets(
                top: Double(insets.top), leading: Double(rightToLeft ? insets.right : insets.left),
                bottom: Double(insets.bottom), trailing: Double(rightToLeft ? insets.left : insets.right))
        }

        private static func directional(_ insets: NSDirectionalEdgeInsets) -> DirectionalInsets {
            DirectionalInsets(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing))
        }
    }

    /// The spec's data: its item counts, and the sizes its self-sizing cells and supplementaries measure.
    @MainActor final class RecorderDataSource: NSObject, UICollectionViewDataSource {
        static let cellIdentifier = "cell"
        let data: DataSource

        init(data: DataSource) { self.data = data }

        func numberOfSections(in collectionView: UICollectionView) -> Int { data.sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            data.sections[section].itemCount
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
            (cell as? RecorderCell)?.measured = data.sections[indexPath.section].sizes[indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            let section = indexPath.count > 1 ? indexPath.section : nil
            (view as? RecorderSupplementaryView)?.measured = section.flatMap {
                data.sections[$0].supplementarySizes[kind]
            }
            return view
        }
    }

    /// The size a self-sizing view reports: the measured axes of its `data.sizes` entry, its
    /// estimate on the others; without an entry, its estimate.
    @MainActor private func fitting(_ attributes: UICollectionViewLayoutAttributes, measured: MeasuredSize?)
        -> UICollectionViewLayoutAttributes
    {
        guard let measured else { return attributes }
        attributes.size = CGSize(
            width: measured.width.map { CGFloat($0) } ?? attributes.size.width,
            height: measured.height.map { CGFloat($0) } ?? attributes.size.height)
        return attributes
    }

    /// A cell with no content: its size is the spec's.
    @MainActor final class RecorderCell: UICollectionViewCell {
        var measured: MeasuredSize?

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        { fitting(layoutAttributes, measured: measured) }
    }

    /// A header, footer or badge with no content: its size is the spec's.
    @MainActor final class RecorderSupplementaryView: UICollectionReusableView {
        var measured: MeasuredSize?

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        { fitting(layoutAttributes, measured: measured) }
    }

    /// A section background with no content.
    @MainActor final class RecorderDecorationView: UICollectionReusableView {}
#endif
