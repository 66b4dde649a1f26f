import SegueMotion

/// One running animation block — a view animation block, a keyframe block or a property
/// animator's block — that the property changes made while it runs are captured by.
///
/// Blocks nest: the innermost captures a change (``View/action(for:change:)`` asks it). A view
/// or keyframe block captures while its duration is positive and animations are enabled;
/// otherwise its changes show at once. A basic or spring block adds each animation as the
/// property changes — additively for position, bounds and alpha, as on iOS 8 and later, else
/// replacing the running animation of that property, which reports `false` (see
/// ``retargetsAdditively(_:of:_:)``); a property set twice in one block animates once, from its value
/// before the first change. Keyframe and animator blocks collect the changes and add their
/// animations when the block ends.
@MainActor
final class AnimationCapture {
  /// What the block does with the changes it captures.
  enum Kind {
    /// Animates each change as it happens (basic and spring blocks, transitions' content).
    case immediate
    /// Collects the keyframes of each property.
    case keyframes(KeyframeCapture)
    /// Collects the changes for a property animator.
    case animator
  }

  /// The block's timing after inheritance, `nil` for a property animator's block.
  let parameters: AnimationParameters?
  /// What the block does with its changes.
  let kind: Kind
  /// The completion the block's animations count towards, `nil` for a property animator's block.
  let completion: AnimationCompletion?
  /// Whether changes animate (false for a zero duration or inside `performWithoutAnimation`).
  let animates: Bool
  /// The properties changed, in the order of their first change.
  private(set) var records: [any PropertyRecord] = []
  /// The views whose layers changed, in the order of their first change.
  private(set) var changedViews: [View] = []
  /// The identities of ``changedViews`` (which it keeps alive), so that including a view takes
  /// constant time however many a block changes (an explosion's hundreds of tiles).
  private var changedViewIdentities: Set<ObjectIdentifier> = []
  /// The animations the block added, by layer and key, to count as keeping touches away.
  private var addedAnimations: [(layer: Layer, key: String)] = []
  private var recordIndices: [RecordKey: Int] = [:]
  private var animationIdentifiers: [RecordKey: Int] = [:]
  /// The layer keys of the block's additive animations, by property.
  private var additiveKeys: [RecordKey: String] = [:]
  /// The number of additive animations made so far, which names the next one's key.
  ///
  /// Process-wide by design: a counter for identity only (no two additive animations share a
  /// key), read by nothing else.
  private static var additiveCount = 0

  // The four below are the dynamic scope of the animation calls running now, as the
  // platform's animation context is per thread: they are set when a block opens and restored
  // when its synchronous call returns, on the main actor, so nothing outlives the call and no
  // other application or test (each runs its own calls to completion) can see them.

  /// The open blocks, outermost first.
  private static var stack: [AnimationCapture] = []
  /// Work waiting for the outermost animation call to return.
  private static var deferred: [() -> Void] = []
  /// The views changed by the blocks run inside each open ``changedViews(during:)``, innermost
  /// last.
  private static var collectors: [[View]] = []
  /// How many `performWithoutAnimation` calls are running.
  static var withoutAnimationDepth = 0

  /// Creates a view block with `parameters` (already inherited) and its completion.
  convenience init(parameters: AnimationParameters, kind: Kind, completion: AnimationCompletion) {
    self.init(parameters: parameters, kind: kind, completion: completion, animates: parameters.animates)
  }

  private init(parameters: AnimationParameters?, kind: Kind, completion: AnimationCompletion?, animates: Bool) {
    self.parameters = parameters
    self.kind = kind
    self.completion = completion
    self.animates = animates && Self.withoutAnimationDepth == 0
  }

  /// A property animator's block.
  static func animatorBlock() -> AnimationCapture {
    AnimationCapture(parameters: nil, kind: .animator, completion: nil, animates: true)
  }

  /// The innermost open block.
  static var current: AnimationCapture? { stack.last }

  /// The timing a block opened now inherits: the innermost view block's, if the innermost
  /// block is one.
  static var inheritedParameters: AnimationParameters? { stack.last?.parameters }

  /// Runs `body` with `capture` open inside a transaction (so that property changes consult
  /// their views), then `finish`, then closes it; at the outermost return, delivers the work
  /// that waited for it.
  static func run(_ capture: AnimationCapture, _ body: () -> Void, finish: (AnimationCapture) -> Void = { _ in }) {
    stack.append(capture)
    Transaction.begin()
    body()
    if !collectors.isEmpty { collectors[collectors.count - 1].append(contentsOf: capture.changedViews) }
    if let parameters = capture.parameters, parameters.options.contains(.layoutSubviews) {
      for view in capture.changedViews { view.layoutIfNeeded() }
    }
    finish(capture)
    capture.suspendInteractionIfAsked()
    Transaction.commit()
    stack.removeLast()
    capture.completion?.seal(application: capture.application)
    capture.handOffViewsOutsideWindow()
    if stack.isEmpty { deliverDeferred() }
  }

  /// The views whose layers the animation blocks run by `body` changed.
  static func changedViews(during body: () -> Void) -> [View] {
    collectors.append([])
    body()
    return collectors.removeLast()
  }

  /// Runs `work` now, or when the outermost animation call returns if one is running.
  static func deliver(_ work: @escaping () -> Void) {
    if stack.isEmpty {
      work()
    } else {
      deferred.append(work)
    }
  }

  private static func deliverDeferred() {
    while !deferred.isEmpty {
      deferred.removeFirst()()
    }
  }

  /// Counts `view` as changed by the block, so that its application runs the completion of a
  /// block that started no animation.
  func include(_ view: View) {
    if changedViewIdentities.insert(ObjectIdentifier(view)).inserted { changedViews.append(view) }
  }

  /// The application of the first changed view that has one (see ``AnimationTime/host(of:)``).
  var application: Application? {
    changedViews.lazy.compactMap(AnimationTime.host(of:)).first
  }

  /// Has the application hosting each changed view that is out of every window end the view's
  /// animations on its next frame, unless the view joined the window by then.
  private func handOffViewsOutsideWindow() {
    guard !addedAnimations.isEmpty else { return }
    for view in changedViews where view.window == nil {
      AnimationTime.host(of: view)?.endAnimationsOutsideWindow(of: view)
    }
  }

  /// What the innermost block makes of `change` of `view`'s layer; `.none` (show at once)
  /// outside any block.
  static func action(for view: View, change: PropertyChange) -> LayerAction {
    current?.action(for: view, change: change) ?? .none
  }

  private func action(for view: View, change: PropertyChange) -> LayerAction {
    include(view)
    guard animates, let record = record(of: change, for: view) else { return .none }
    switch kind {
    case .immediate:
      guard let parameters, let completion else { return .none }
      let key = RecordKey(layer: ObjectIdentifier(view.layer), key: change.key)
      let additive = additiveKeys[key] != nil || retargetsAdditively(change.key, of: view, parameters)
      let animation = record.viewAnimation(parameters, additive: additive)
      if let replaced = animationIdentifiers[key] { completion.supersede(replaced) }
      animationIdentifiers[key] = completion.track(animation)
      let start = AnimationTime.start(for: view, delay: parameters.delay)
      guard additive else {
        for layerKey in view.layer.animationKeys where layerKey.hasPrefix("\(change.key).additive.") {
          view.layer.removeAnimation(forKey: layerKey)
        }
        addedAnimations.append((view.layer, change.key))
        return .scheduledAnimation(animation, start: start)
      }
      let layerKey = additiveKeys[key] ?? "\(change.key).additive.\(Self.nextAdditiveKey())"
      additiveKeys[key] = layerKey
      view.layer.add(animation, forKey: layerKey, start: start)
      addedAnimations.append((view.layer, layerKey))
      return .none
    case .keyframes(let keyframes):
      record.noteKeyframe(keyframes.current ?? .whole)
      return .none
    case .animator:
      return .none
    }
  }

  /// Whether a change of the property `key` of `view` is animated additively, as UIKit does
  /// since iOS 8 so that a new block retargets a running animation without a jump: the model
  /// moves at once and the animation runs the difference from the old value down to zero, added
  /// to whatever else animates the property, while earlier blocks' animations keep running and
  /// complete with `true`.
  ///
  /// Segue's choice: position and bounds (so centre and frame) and alpha are additive, from the
  /// first block on; a block with `beginFromCurrentState`, a property with a running absolute
  /// animation under its own name (a transform, colour, keyframe or current-state animation)
  /// and the other properties replace the running animations instead (additive ones included),
  /// which complete with `false`.
  private func retargetsAdditively(_ key: String, of view: View, _ parameters: AnimationParameters) -> Bool {
    ["position", "bounds", "opacity"].contains(key)
      && !parameters.options.contains(.beginFromCurrentState)
      && view.layer.animation(forKey: key) == nil
  }

  /// A fresh number for an additive animation's key.
  private static func nextAdditiveKey() -> Int {
    additiveCount += 1
    return additiveCount
  }

  /// The record of the property `change` names, made at its first change in this block.
  private func record(of change: PropertyChange, for view: View) -> (any PropertyRecord)? {
    let key = RecordKey(layer: ObjectIdentifier(view.layer), key: change.key)
    if let index = recordIndices[key] { return records[index] }
    guard let source = change.makeAnimation() as? any RecordableChange else { return nil }
    let fromScreen = parameters?.options.contains(.beginFromCurrentState) == true
    let isAnimator = if case .animator = kind { true } else { false }
    let now = fromScreen || isAnimator ? AnimationTime.now(for: view) : nil
    let record = source.makeRecord(for: view, presentedAt: fromScreen ? now : nil, shownAt: isAnimator ? now : nil)
    recordIndices[key] = records.count
    records.append(record)
    return record
  }

  /// Adds `animation` to the layer of `record`'s view under the property's name, counted by
  /// the block's completion and beginning after the block's delay.
  func add(_ animation: Animation, for record: any PropertyRecord) {
    guard let parameters, let completion else { return }
    _ = completion.track(animation)
    record.view.layer.add(
      animation, forKey: record.key, start: AnimationTime.start(for: record.view, delay: parameters.delay))
    addedAnimations.append((record.view.layer, record.key))
  }

  /// Notes an animation added to `layer` under `key` by the block itself (a transition's).
  func noteAdded(to layer: Layer, key: String) {
    addedAnimations.append((layer, key))
  }

  /// Counts the block's animations as keeping touches from their views, unless the block
  /// allows user interaction.
  private func suspendInteractionIfAsked() {
    guard let parameters, !parameters.options.contains(.allowUserInteraction) else { return }
    for (layer, key) in addedAnimations {
      AnimationInteraction.suspendInteraction(with: layer, key: key)
    }
  }
}

/// The state of a keyframe block: the keyframe whose block is running.
@MainActor
final class KeyframeCapture {
  /// How values between keyframes are computed.
  let mode: CalculationMode
  /// The keyframe being recorded, `nil` outside any `addKeyframe` block.
  var current: KeyframeSpan?
  /// How many keyframes were added.
  var count = 0

  /// Creates the state of a keyframe block computing values in `mode`.
  init(mode: CalculationMode) {
    self.mode = mode
  }
}
