import ComplayoutModel

extension Double {
    /// The value `progress` of the way from `self` to `end` (progress 0 gives `self`, 1 gives `end`).
    func interpolated(to end: Double, progress: Double) -> Double {
        progress == 1 ? end : self + (end - self) * progress
    }
}

extension Size {
    func interpolated(to end: Size, progress: Double) -> Size {
        Size(
            width: width.interpolated(to: end.width, progress: progress),
            height: height.interpolated(to: end.height, progress: progress))
    }
}

extension Rect {
    /// Origin and size interpolated linearly, as UICollectionViewTransitionLayout moves a view.
    func interpolated(to end: Rect, progress: Double) -> Rect {
        Rect(
            x: x.interpolated(to: end.x, progress: progress), y: y.interpolated(to: end.y, progress: progress),
            width: width.interpolated(to: end.width, progress: progress),
            height: height.interpolated(to: end.height, progress: progress))
    }
}
