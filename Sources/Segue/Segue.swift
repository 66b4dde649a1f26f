// The umbrella module: `import Segue` brings every public module of the library, as
// `import UIKit` brings the platform's layers. Test support (SegueTesting) stays separate,
// for test targets to import on their own.
@_exported import SegueGeometry
@_exported import SegueImage
@_exported import SegueImageIO
@_exported import SegueMotion
@_exported import SegueRender
@_exported import SegueTransitions
@_exported import SegueUI
