import Complayout

extension TooManyElements {
    /// The `too-many-elements` error of a picture that cannot be drawn, ending with `hint`, what
    /// to give instead.
    func diagnostic(hint: String) -> Diagnostic {
        Diagnostic(CommandDiagnostic.pictureTooLarge(self, hint: hint), at: nil)
    }
}
