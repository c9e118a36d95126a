// UIKit's additions to Foundation's IndexPath: sections and items (rows, in table views).

extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index: the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: the item in its section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index: the row in its section.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
