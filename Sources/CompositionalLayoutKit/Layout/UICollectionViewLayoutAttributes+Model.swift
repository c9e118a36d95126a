import ComplayoutModel

extension UICollectionViewLayoutAttributes {
    /// The attributes complayout's engine gives an element.
    convenience init(_ attributes: LayoutAttributes) {
        let indexPath = IndexPath(indexes: attributes.indexPath)
        switch attributes.category {
        case .cell: self.init(forCellWith: indexPath)
        case .supplementary: self.init(forSupplementaryViewOfKind: attributes.kind ?? "", with: indexPath)
        case .decoration: self.init(forDecorationViewOfKind: attributes.kind ?? "", with: indexPath)
        }
        frame = CGRect(attributes.frame)
        zIndex = attributes.zIndex
    }
}
