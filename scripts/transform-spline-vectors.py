#!/usr/bin/env python3
"""Independent reference values for Segue's cubic keyframes of Transform3D (TransformSpline).

Written from the formulas, not from Segue's code: matrices in column-vector form (Segue's
row-vector matrices transposed), the CSS Transforms 2 decomposition done with a QR
factorisation and the rotation quaternion found as an eigenvector (Bar-Itzhack), the
non-rotation parts splined with Kochanek-Bartels Hermite segments, the rotations with SQUAD
whose inner points come from Kochanek-Bartels tangents of the quaternion logarithms.
Prints Tests/SegueMotionTests/Animations/TransformSplineVectors.swift (then run swift format on it):

    python3 scripts/transform-spline-vectors.py > Tests/SegueMotionTests/Animations/TransformSplineVectors.swift
"""
import numpy as np

def translation(x, y, z):
    m = np.eye(4); m[:3, 3] = (x, y, z); return m

def scale(x, y, z):
    return np.diag([x, y, z, 1.0])

def rotation(angle, x, y, z):
    u = np.array([x, y, z], float); u /= np.linalg.norm(u)
    c, s = np.cos(angle), np.sin(angle)
    k = np.array([[0, -u[2], u[1]], [u[2], 0, -u[0]], [-u[1], u[0], 0]])
    m = np.eye(4); m[:3, :3] = c * np.eye(3) + s * k + (1 - c) * np.outer(u, u); return m

def perspective(d):
    m = np.eye(4); m[3, 2] = -1 / d; return m

def then(*steps):
    """Steps applied in order (Segue's a.concatenating(b) is b·a in column-vector form)."""
    m = np.eye(4)
    for step in steps: m = step @ m
    return m

# --- quaternions (x, y, z, w), Hamilton product
def qmul(a, b):
    ax, ay, az, aw = a; bx, by, bz, bw = b
    return np.array([aw*bx + ax*bw + ay*bz - az*by, aw*by - ax*bz + ay*bw + az*bx,
                     aw*bz + ax*by - ay*bx + az*bw, aw*bw - ax*bx - ay*by - az*bz])

def qconj(q): return np.array([-q[0], -q[1], -q[2], q[3]])

def qlog(q):
    v = q[:3]; n = np.linalg.norm(v)
    return np.zeros(3) if n == 0 else v / n * np.arctan2(n, q[3])

def qexp(v):
    a = np.linalg.norm(v)
    return np.array([0, 0, 0, 1.0]) if a == 0 else np.concatenate([v / a * np.sin(a), [np.cos(a)]])

def arc(a, b, t):
    """Great arc from a to b as given (never negating b)."""
    angle = np.arccos(np.clip(np.dot(a, b), -1, 1))
    if angle < 1e-12: return (1 - t) * a + t * b
    return (np.sin((1 - t) * angle) * a + np.sin(t * angle) * b) / np.sin(angle)

def quaternion_of(r):
    """Unit quaternion of rotation matrix r: eigenvector of Bar-Itzhack's symmetric matrix."""
    k = np.array([
        [r[0,0] - r[1,1] - r[2,2], r[1,0] + r[0,1], r[2,0] + r[0,2], r[2,1] - r[1,2]],
        [r[1,0] + r[0,1], r[1,1] - r[0,0] - r[2,2], r[2,1] + r[1,2], r[0,2] - r[2,0]],
        [r[2,0] + r[0,2], r[2,1] + r[1,2], r[2,2] - r[0,0] - r[1,1], r[1,0] - r[0,1]],
        [r[2,1] - r[1,2], r[0,2] - r[2,0], r[1,0] - r[0,1], r[0,0] + r[1,1] + r[2,2]]]) / 3
    values, vectors = np.linalg.eigh(k)
    return vectors[:, np.argmax(values)]

def rotation_matrix(q):
    x, y, z, w = q
    return np.array([[1 - 2*(y*y + z*z), 2*(x*y - z*w), 2*(x*z + y*w)],
                     [2*(x*y + z*w), 1 - 2*(x*x + z*z), 2*(y*z - x*w)],
                     [2*(x*z - y*w), 2*(y*z + x*w), 1 - 2*(x*x + y*y)]])

def decompose(m):
    """CSS Transforms 2 parts of column-vector matrix m: (translation, scale, skew, perspective, q)."""
    m = m / m[3, 3]
    top = m.copy(); top[3, :3] = 0; top[3, 3] = 1
    persp = m[3, :] @ np.linalg.inv(top)          # bottom row = persp · top
    t = m[:3, 3].copy()
    q_, u = np.linalg.qr(m[:3, :3])               # linear = q_ · u, u upper triangular
    signs = np.sign(np.diag(u)); q_ = q_ * signs; u = signs[:, None] * u
    s = np.diag(u).copy()
    k = u / s                                     # unit upper triangular: k[i, j] = u[i, j] / s[j]
    skew = np.array([k[0, 1], k[0, 2], k[1, 2]])
    if np.linalg.det(q_) < 0: q_ = -q_; s = -s
    return t, s, skew, persp, quaternion_of(q_)

def recompose(t, s, skew, persp, q):
    k = np.array([[1, skew[0], skew[1]], [0, 1, skew[2]], [0, 0, 1]])
    top = np.eye(4); top[:3, :3] = rotation_matrix(q) @ k @ np.diag(s); top[:3, 3] = t
    p = np.eye(4); p[3, :] = persp
    return p @ top

def weights(tension, continuity, bias, times, i):
    inner, outer = 1.0, 1.0
    if times is not None:
        before, after = times[i] - times[i-1], times[i+1] - times[i]
        if before > 0 and after > 0: inner, outer = 2*before/(before+after), 2*after/(before+after)
    t, c, b = tension[i], continuity[i], bias[i]
    return ((outer*(1-t)*(1+b)*(1+c)/2, outer*(1-t)*(1-b)*(1-c)/2),
            (inner*(1-t)*(1+b)*(1-c)/2, inner*(1-t)*(1-b)*(1+c)/2))

def tangents(chords, tension, continuity, bias, times):
    """Outgoing and incoming tangent at each keyframe from the chords between neighbours."""
    n = len(chords) + 1; out, inc = [], []
    for i in range(n):
        if i in (0, n - 1):
            chord = chords[0] if i == 0 else chords[-1]
            out.append((1 - tension[i]) * chord); inc.append((1 - tension[i]) * chord); continue
        (ob, oa), (ib, ia) = weights(tension, continuity, bias, times, i)
        out.append(ob * chords[i-1] + oa * chords[i]); inc.append(ib * chords[i-1] + ia * chords[i])
    return out, inc

def spline(keyframes, key_times, tension, continuity, bias, progress):
    parts = [decompose(k) for k in keyframes]
    vectors = [np.concatenate([p[0], p[1], p[2], p[3]]) for p in parts]
    quats = [parts[0][4]]
    for p in parts[1:]: quats.append(p[4] if np.dot(quats[-1], p[4]) >= 0 else -p[4])
    n = len(keyframes)
    vchords = [vectors[i+1] - vectors[i] for i in range(n - 1)]
    qchords = [qlog(qmul(qconj(quats[i]), quats[i+1])) for i in range(n - 1)]
    vout, vin = tangents(vchords, tension, continuity, bias, key_times)
    qout, qin = tangents(qchords, tension, continuity, bias, key_times)
    i = max(j for j in range(n - 1) if key_times[j] <= progress)
    s = (progress - key_times[i]) / (key_times[i+1] - key_times[i])
    h00, h10, h01, h11 = 2*s**3 - 3*s**2 + 1, s**3 - 2*s**2 + s, -2*s**3 + 3*s**2, s**3 - s**2
    v = h00*vectors[i] + h10*vout[i] + h01*vectors[i+1] + h11*vin[i+1]
    a = qmul(quats[i], qexp((qout[i] - qchords[i]) / 2))
    b = qmul(quats[i+1], qexp(-(qin[i+1] - qchords[i]) / 2))
    q = arc(arc(quats[i], quats[i+1], s), arc(a, b, s), 2*s*(1 - s))
    q /= np.linalg.norm(q)
    return recompose(v[0:3], v[3:6], v[6:9], v[9:13], q)

def swift(m):
    return "[" + ", ".join(repr(float(x)) for x in m.T.flatten()) + "]"

def case(name, description, keyframes, key_times, tension, continuity, bias, progresses):
    for k in keyframes:                               # the decomposition recomposes each keyframe
        assert np.allclose(recompose(*decompose(k)), k / k[3, 3], atol=1e-12)
    given_times = key_times
    if key_times is None: key_times = list(np.linspace(0, 1, len(keyframes)))
    print(f"  /// {description}")
    print(f"  static let {name} = TransformSplineVector(")
    print("    keyframes: [")
    for k in keyframes: print("      " + swift(k) + ",")
    print("    ],")
    print(f"    keyTimes: {'nil' if given_times is None else given_times}, tension: {tension}, continuity: {continuity},")
    print(f"    bias: {bias},")
    print("    expected: [")
    for p in progresses:
        print(f"      ({p}, {swift(spline(keyframes, key_times, tension, continuity, bias, p))}),")
    print("    ])")

print("""/// Independent values of cubic transform keyframe animations, printed by
/// `scripts/transform-spline-vectors.py` (numpy: a QR decomposition, eigenvector quaternions,
/// Hermite parts and SQUAD rotations, written from the formulas rather than from Segue's code).
struct TransformSplineVector {
  /// The keyframes' entries in row order (m11, m12, ..., m44).
  let keyframes: [[Double]]
  /// The key times, or nil for evenly spaced ones.
  let keyTimes: [Double]?
  /// The tension of each keyframe.
  let tension: [Double]
  /// The continuity of each keyframe.
  let continuity: [Double]
  /// The bias of each keyframe.
  let bias: [Double]
  /// The expected transform's entries at each progress.
  let expected: [(progress: Double, entries: [Double])]
""")
shear = np.eye(4); shear[0, 1] = 0.3; shear[0, 2] = -0.2
case("everyPart",
     "Steps applied left to right: a translation (10, -20, 5); a scale (1.5, 0.8, 1), a turn of 0.9 rad\n"
     "  /// about (1, 2, 3) and a translation (40, 10, -30); a shear (m21 = 0.3, m31 = -0.2), a turn of 2 rad\n"
     "  /// about (0, 1, 0.5), a translation (-15, 30, 60) and a perspective at 600; a turn of -2.5 rad\n"
     "  /// about z, a mirroring scale (-1, 2, 1.2) and a translation (80, 0, 0). Key times, tension,\n"
     "  /// continuity and bias all given.",
     [translation(10, -20, 5),
      then(scale(1.5, 0.8, 1), rotation(0.9, 1, 2, 3), translation(40, 10, -30)),
      then(shear, rotation(2.0, 0, 1, 0.5), translation(-15, 30, 60), perspective(600)),
      then(rotation(-2.5, 0, 0, 1), scale(-1, 2, 1.2), translation(80, 0, 0))],
     [0, 0.2, 0.7, 1], [0, 0.3, -0.4, 0.5], [0, -0.5, 0.2, 0], [0, 0.25, -0.3, 0],
     [0.1, 0.35, 0.5, 0.69, 0.85, 0.95])
print()
case("catmullRomTurns",
     "Turns about different axes, evenly spaced, no parameters: Shoemake's SQUAD.",
     [rotation(0.5, 1, 0, 0), rotation(1.5, 0, 1, 0), then(rotation(2.5, 0, 0, 1), rotation(0.7, 1, 1, 0)),
      rotation(-2.9, 0.2, 0.3, 1)],
     None, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0],
     [0.05, 0.2, 0.45, 0.6, 0.8, 0.9])
print("}")
