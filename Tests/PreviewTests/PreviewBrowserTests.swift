import ComplayoutTestSupport
import Foundation
import Testing

/// The preview page in a real browser: headless Chromium loads it from a server the test starts,
/// and the test reads what the page drew from its DOM. Skipped, saying why, without Chromium.
///
/// The expected frames are worked out from the specs (see PreviewServerTests for photo-grid.yaml's
/// arithmetic); the page must draw them where they are, in points as CSS pixels.
@Suite(
    .serialized,
    .enabled(if: ChromiumSession.executable != nil, "Chromium is not installed: apt-get install chromium (.ci/run does)"))
struct PreviewBrowserTests {
    /// Each element the page drew: its key (`cell 0,5`) and frame.
    static let drawnFrames = """
        Object.fromEntries([...document.querySelectorAll('#content .element')]
          .map((e) => [e.dataset.key, e.dataset.frame.split(',').map(Number)]))
        """

    @Test func drawsTheSpecsElementsAtTwoWidths() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let browser = try ChromiumSession()
        // The second row's cells are (W − 16) / 3 wide: 374 / 3 = 124.667 at 390, 752 / 3 = 250.667 at
        // 768. At 390 the first row holds cells 0–2, so cell 0,5 is the row's third, at
        // 4 + 2 × (124.667 + 4) = 261.333; at 768 the first row repeats its large item (4 + 254 + 4 +
        // 124 + 4 = 390 ≤ 760 − 254) and holds cells 0–3, so cell 0,5 is the row's second, at 4 + 250.667 + 4.
        for (width, cellWidth, x) in [(390.0, 124.667, 261.333), (768.0, 250.667, 258.667)] {
            try browser.navigate(preview.address + "?width=\(Int(width))")
            #expect(try browser.wait(until: "document.getElementById('viewport').dataset.width === '\(Int(width))'") != nil)
            let frames = try #require(try browser.evaluate(Self.drawnFrames) as? [String: [Double]])
            #expect(frames.count == 8)
            let cell = try #require(frames["cell 0,5"])
            #expect(abs(cell[0] - x) < 0.001 && abs(cell[2] - cellWidth) < 0.001, "\(width): \(cell)")
            // Drawn where the frame says: the box's width in CSS pixels (to Chromium's 1/64-pixel layout
            // unit), and the viewport as wide as the container.
            let box = try browser.evaluate(
                "document.querySelector('[data-key=\"cell 0,5\"]').getBoundingClientRect().width") as? Double
            #expect(abs((box ?? 0) - cellWidth) < 1.0 / 64)
            let viewport = try browser.evaluate("document.getElementById('viewport').clientWidth") as? Double
            #expect(viewport == width)
            let status = try browser.evaluate("document.getElementById('status').textContent") as? String ?? ""
            #expect(status.hasPrefix("content \(Int(width)) × 760 · 8 elements · evaluated in "), "\(status)")
        }
    }

    @Test func environmentControlsEvaluateOnTheServer() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        let viewport = "document.getElementById('viewport')"
        #expect(try browser.wait(until: "\(viewport).dataset.width === '390'") != nil)
        // The slider: 768 points, drawn as the server evaluates it (cell 0,3 beside cells 0–2 at 390).
        try browser.evaluate(
            "(() => { const s = document.getElementById('width-slider'); s.value = 768; s.dispatchEvent(new Event('input')); })()")
        #expect(try browser.wait(until: "\(viewport).dataset.width === '768'") != nil)
        #expect(try browser.evaluate("document.querySelector('[data-key=\"cell 0,3\"]').dataset.frame") as? String == "390,0,254,254")
        // A preset: iPhone SE, 375 × 667 at @2x; the controls show what the server evaluated.
        try browser.evaluate(
            "(() => { const d = document.getElementById('device'); d.value = 'iphone-se'; d.dispatchEvent(new Event('change')); })()")
        #expect(try browser.wait(until: "\(viewport).dataset.width === '375'") != nil)
        #expect(try browser.evaluate("document.getElementById('scale').value") as? String == "2")
        #expect(try browser.evaluate("document.getElementById('height').value") as? String == "667")
        // Right to left: cell 0,0 mirrored, 375 − 4 − 254 = 117 (R55).
        try browser.evaluate("document.getElementById('rtl').click()")
        #expect(try browser.wait(until: "document.querySelector('[data-key=\"cell 0,0\"]').dataset.frame === '117,0,254,254'") != nil)
        #expect(try browser.evaluate("location.search") as? String == "?device=iphone-se&rtl=1")
    }

    @Test func editingTheFileRedrawsAndErrorsShowInPlace() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        #expect(try browser.wait(until: "document.querySelectorAll('#content .element').length === 8") != nil)
        let file = preview.file("Specs/examples/photo-grid.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        try original.replacingOccurrences(of: "sections: [8]", with: "sections: [3]")
            .write(to: file, atomically: false, encoding: .utf8)
        #expect(try browser.wait(until: "document.querySelectorAll('#content .element').length === 3") != nil)
        #expect(try browser.evaluate("document.getElementById('viewport').dataset.generation") as? String == "1")
        // A spec that does not load: its diagnostics over the last good picture, dimmed.
        try original.replacingOccurrences(of: "interGroupSpacing: 4", with: "interGroupSpacing: four")
            .write(to: file, atomically: false, encoding: .utf8)
        let shown = try browser.wait(until: "!document.getElementById('diagnostics').hidden && document.getElementById('diagnostics').textContent")
        let text = try #require(shown as? String)
        #expect(text.contains("photo-grid.yaml:10:24: error: "), "\(text)")
        #expect(text.contains("interGroupSpacing: four") && text.contains("^"), "\(text)")
        #expect(try browser.evaluate("document.getElementById('content').classList.contains('stale')") as? Bool == true)
        #expect(try browser.evaluate("document.querySelectorAll('#content .element').length") as? Int == 3)
        // Fixed again: drawn again.
        try original.write(to: file, atomically: false, encoding: .utf8)
        #expect(try browser.wait(until: "document.getElementById('diagnostics').hidden && document.querySelectorAll('#content .element').length === 8") != nil)
    }

    @Test func scrollingMovesThePinnedHeader() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/pinned-section-headers.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        // The spec scrolls to y = 400 (D7): header 0 rests at the end of its section, 328 − 44 = 284;
        // header 1 is pinned at the top of the visible bounds, 400.
        let header0 = "document.querySelector('[data-key=\"supplementary header 0,0\"]')?.dataset.frame"
        let header1 = "document.querySelector('[data-key=\"supplementary header 1,0\"]')?.dataset.frame"
        #expect(try browser.wait(until: "\(header0) === '10,284,370,44'") != nil)
        #expect(try browser.evaluate(header1) as? String == "10,400,370,44")
        #expect(try browser.evaluate("document.getElementById('viewport').scrollTop") as? Double == 400)
        // Scrolled to y = 100: header 0 follows, min(max(100, 0), 284) = 100; header 1 rests at 328.
        try browser.evaluate("document.getElementById('viewport').scrollTop = 100")
        #expect(try browser.wait(until: "\(header0) === '10,100,370,44'") != nil)
        #expect(try browser.evaluate(header1) as? String == "10,328,370,44")
        #expect(try browser.evaluate("document.getElementById('viewport').dataset.contentOffset") as? String == "0,100")
    }

    /// A horizontal layout scrolls sideways: the page's scrollLeft is contentOffset.x, and a plain
    /// list's header and footer are pinned along x (docs/lists.md, R54).
    @Test func horizontalLayoutScrollsSideways() throws {
        let spec = "Specs/lists/horizontal-plain.yaml"
        let preview = try PreviewProcess(serving: [spec], data: "sections: [20]\n")
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        // The section starts at x 22 (the header's padding): header [22, 66), 20 rows 44 wide
        // [66, 946), footer [946, 990); content 990 × 300 in the 400 × 300 container. At the spec's
        // contentOffset x 50: header min(max(50, 22), 990 − 44) = 50, footer max(min(50 + 400 − 44,
        // 946), 22) = 406.
        let header = "document.querySelector('[data-key=\"supplementary header 0,0\"]')?.dataset.frame"
        let footer = "document.querySelector('[data-key=\"supplementary footer 0,0\"]')?.dataset.frame"
        #expect(try browser.wait(until: "\(header) === '50,0,44,300'") != nil)
        #expect(try browser.evaluate(footer) as? String == "406,0,44,300")
        #expect(try browser.evaluate("document.getElementById('viewport').scrollLeft") as? Double == 50)
        // Scrolled to x 300: header 300; footer min(300 + 356, 946) = 656.
        try browser.evaluate("document.getElementById('viewport').scrollLeft = 300")
        #expect(try browser.wait(until: "\(header) === '300,0,44,300'") != nil)
        #expect(try browser.evaluate(footer) as? String == "656,0,44,300")
        #expect(try browser.evaluate("document.getElementById('viewport').dataset.contentOffset") as? String == "300,0")
        // Past the end the scroll view stops at 990 − 400 = 590: header 590, footer at its own place, 946.
        try browser.evaluate("document.getElementById('viewport').scrollLeft = 5000")
        #expect(try browser.wait(until: "\(header) === '590,0,44,300'") != nil)
        #expect(try browser.evaluate(footer) as? String == "946,0,44,300")
        #expect(try browser.evaluate("document.getElementById('viewport').scrollTop") as? Double == 0)
    }

    @Test func aBillionItemsScrollToTheEnd() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/billion-items.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        #expect(try browser.wait(until: "document.querySelector('[data-key=\"cell 0,0\"]')") != nil)
        // Rows of four cells (384 − 3 × 8) / 4 = 90 wide and 384 / 4 = 96 tall, 8 apart, inset 8: the fourth
        // at 8 + 3 × 98 = 302; content 8 + 2.5 × 10^8 × 104 − 8 + 8 =
        // 26,000,000,008 tall. Scrolled to the end, the offset is 26,000,000,008 − 800 = 25,999,999,208
        // and the last row, at 8 + (2.5 × 10^8 − 1) × 104 = 25,999,999,904, is in view.
        try browser.evaluate("document.getElementById('viewport').scrollTop = 1e9")
        let last = "document.querySelector('[data-key=\"cell 0,999999999\"]')?.dataset.frame"
        #expect(try browser.wait(until: "\(last) === '302,25999999904,90,96'") != nil)
        #expect(try browser.evaluate("document.getElementById('viewport').dataset.contentOffset") as? String == "0,25999999208")
        // Drawn inside the viewport: 25,999,999,904 − 25,999,999,208 = 696 points below its top.
        let top = try browser.evaluate(
            "document.querySelector('[data-key=\"cell 0,999999999\"]').getBoundingClientRect().top - document.getElementById('viewport').getBoundingClientRect().top")
            as? Double
        #expect(top == 696)
        let status = try browser.evaluate("document.getElementById('status').textContent") as? String ?? ""
        #expect(status.contains("1000000000 elements ("), "\(status)")
    }

    @Test func hoverAndClickExplain() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        #expect(try browser.wait(until: "document.querySelector('[data-key=\"cell 0,1\"]')") != nil)
        let center = try #require(
            try browser.evaluate(
                "(() => { const r = document.querySelector('[data-key=\"cell 0,1\"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
            ) as? [Double])
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            try browser.send(
                "Input.dispatchMouseEvent",
                ["type": type, "x": center[0], "y": center[1], "button": "left", "clickCount": 1])
        }
        #expect(try browser.evaluate("document.getElementById('hover').textContent") as? String
            == "cell 0,1 · frame (262, 0, 124, 125) · z 0")
        let explanation = try browser.wait(until: "document.getElementById('explanation').textContent")
        let text = try #require(explanation as? String)
        #expect(text.hasPrefix("cell [0, 1]: (262, 0, 124, 125), zIndex 0"))
        #expect(try browser.evaluate("document.querySelector('#explanation a.place').textContent") as? String == "photo-grid.yaml:9:5")
    }

    @Test func orthogonalSectionComesToRestOnAScrollTarget() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/carousels.yaml"])
        let browser = try ChromiumSession()
        try browser.navigate(preview.address)
        let card = "document.querySelector('[data-key=\"cell 0,1\"]')?.dataset.frame"
        // At rest card 0,1 is at 20 + 312 + 10 = 342.
        #expect(try browser.wait(until: "\(card) === '342,16,312,220'") != nil)
        let origin = try #require(
            try browser.evaluate(
                "(() => { const r = document.getElementById('viewport').getBoundingClientRect(); return [r.x, r.y]; })()")
                as? [Double])
        // A 100-point drag to the left, released without velocity after a pause: offset 100, nearer
        // the resting offset 0 than 322 (group paging), so the row goes back to 0.
        let (x, y) = (origin[0] + 300, origin[1] + 100)
        try browser.send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...5 {
            try browser.send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x - Double(20 * step), "y": y, "button": "left", "buttons": 1])
        }
        #expect(try browser.wait(until: "\(card) === '242,16,312,220'") != nil)
        try browser.send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x - 100, "y": y, "button": "left", "buttons": 0, "clickCount": 1])
        #expect(try browser.wait(until: "\(card) === '342,16,312,220'") != nil)
        // A 250-point drag: offset 250 is nearer 322, where card 0,1 is at 342 − 322 = 20.
        try browser.send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...5 {
            try browser.send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x - Double(50 * step), "y": y, "button": "left", "buttons": 1])
        }
        #expect(try browser.wait(until: "\(card) === '92,16,312,220'") != nil)
        try browser.send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x - 250, "y": y, "button": "left", "buttons": 0, "clickCount": 1])
        #expect(try browser.wait(until: "\(card) === '20,16,312,220'") != nil)
        // A sideways wheel of 250 points back: offset 322 − 250 = 72, nearer 0 when the wheel stops.
        try browser.send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": -250, "deltaY": 0])
        #expect(try browser.wait(until: "\(card) === '342,16,312,220'") != nil)
    }

    @Test func screenshotIsNotBlank() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/carousels.yaml"])
        let browser = try ChromiumSession(width: 1100, height: 980)
        try browser.navigate(preview.address + "?device=iphone-16")
        #expect(try browser.wait(until: "document.querySelectorAll('#content .element').length > 10") != nil)
        // Card 0,1 hovered and clicked: its frame, and its explanation beside the picture.
        try browser.evaluate(
            "(() => { const card = document.querySelector('[data-key=\"cell 0,1\"]'); card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); card.click(); })()")
        #expect(try browser.wait(until: "document.getElementById('explanation').textContent") != nil)
        let png = try browser.screenshot()
        // COMPLAYOUT_PREVIEW_SCREENSHOT=docs/preview.png keeps it (docs/preview.md shows it).
        let path = ProcessInfo.processInfo.environment["COMPLAYOUT_PREVIEW_SCREENSHOT"].map {
            packageRoot.appendingPathComponent($0)
        } ?? FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).png")
        try png.write(to: path)
        let probe = try ProcessRun.python([
            packageRoot.appendingPathComponent("Tests/LayoutRenderTests/png_probe.py").path, path.path, "#ddf4ff",
        ])
        #expect(probe.status == 0, "\(probe.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: probe.outputData) as? [String: Any])
        // Many colours, and the cells' fill over a good part of the picture.
        #expect((json["distinctColours"] as? Int ?? 0) > 20, "\(json)")
        let counts = json["counts"] as? [String: Int] ?? [:]
        #expect((counts["#ddf4ff"] ?? 0) > 10_000, "\(json)")
    }
}
