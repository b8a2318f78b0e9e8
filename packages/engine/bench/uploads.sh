#!/usr/bin/env bash
# Runs the engine on the real clips as players upload them: re-encoded (VP9, AV1, HEVC), at
# 50 fps, with variable frame timing, a phone's display rotation, a stretched picture, fades and a
# black intro, YouTube-like 1080p60 and 360p copies, 1080p60 and 720p50 upscales, 25 fps, crf 35
# and crf 38 copies, washed-out levels, film grain, a CRT scanline filter (2x, every second row
# dimmed), a stream overlay in a corner (a test pattern with a timecode and a frame counter),
# their first 15 s, and four edits (a cut, a frozen stretch, a pasted counter, two runs joined).
# Prints one line per video: what the engine said beside the whole clip's hand-checked best score
# (a first-15-s copy or an edit shows less).
# It shows how the engine generalises; it is no test (the table is for people to judge).
# Usage: bench/uploads.sh [workdir]   (needs ffmpeg with libvpx, libaom or libsvtav1, libx265)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
real=$here/../test/fixtures/real
root=$here/../../..
work=${1:-$(mktemp -d)}
mkdir -p "$work"
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
enc() { ffmpeg -hide_banner -v error -y "$@"; }
xs=$real/xsoldier-1.mp4

enc -i "$xs" -c:v libvpx-vp9 -b:v 0 -crf 40 -deadline realtime -cpu-used 8 -an "$work/xsoldier-1.vp9.webm"
enc -i "$xs" -c:v libaom-av1 -crf 45 -cpu-used 8 -row-mt 1 -an "$work/xsoldier-1.av1.mkv"
enc -i "$xs" -c:v libx265 -crf 30 -an -x265-params log-level=error "$work/xsoldier-1.hevc.mp4"
enc -i "$xs" -vf fps=50 -c:v libx264 -crf 28 "$work/xsoldier-1.50fps.mp4"
enc -i "$xs" -vf "setpts='PTS+0.02*sin(N)/TB'" -fps_mode vfr -c:v libx264 -crf 28 "$work/xsoldier-1.vfr.mkv"
enc -i "$xs" -vf transpose=1 -c:v libx264 -crf 24 "$work/sideways.mp4"
enc -i "$work/sideways.mp4" -metadata:s:v:0 rotate=90 -c copy "$work/xsoldier-1.rotated.mp4"
enc -i "$xs" -vf scale=720:670 -c:v libx264 -crf 26 "$work/xsoldier-1.stretched.mp4"
enc -i "$xs" -vf "fade=t=in:st=0:d=1.5,fade=t=out:st=28:d=2" -c:v libx264 -crf 26 "$work/xsoldier-1.fades.mp4"
enc -f lavfi -i "color=black:s=520x670:r=30:d=8" -i "$xs" \
  -filter_complex "[0][1]concat=n=2:v=1:a=0" -c:v libx264 -crf 26 "$work/xsoldier-1.intro8s.mp4"
for c in chromium-bsu-1 garden-1 geki2-1 powermanga-1 tenmado-1 xgalaga-1 xsoldier-1 xsoldier-maxlevel; do
  fps=$(ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate -of csv=p=0 "$real/$c.mp4")
  enc -i "$real/$c.mp4" -vf "scale=-2:1080:flags=bilinear,pad=1920:1080:(ow-iw)/2:0,fps=60" \
    -c:v libx264 -preset veryfast -crf 28 "$work/$c.yt1080p60.mp4"
  enc -i "$real/$c.mp4" -vf "scale=-2:1080:flags=bicubic,fps=60" -c:v libx264 -preset veryfast \
    -crf 28 "$work/$c.1080p60.mp4"
  enc -i "$real/$c.mp4" -vf "scale=-2:720:flags=neighbor,fps=50" -c:v libx264 -preset veryfast \
    -crf 32 "$work/$c.720p50.mp4"
  enc -i "$real/$c.mp4" -vf fps=25 -c:v libx264 -preset veryfast -crf 30 "$work/$c.25fps.mp4"
  enc -i "$real/$c.mp4" -c:v libx264 -preset veryfast -crf 35 "$work/$c.crf35.mp4"
  enc -i "$real/$c.mp4" -c:v libx264 -preset veryfast -crf 38 "$work/$c.crf38.mp4"
  enc -i "$real/$c.mp4" -vf eq=contrast=0.85:brightness=0.06:saturation=0.8 -c:v libx264 \
    -preset veryfast -crf 28 "$work/$c.levels.mp4"
  enc -i "$real/$c.mp4" -vf noise=alls=14:allf=t -c:v libx264 -preset veryfast -crf 30 \
    "$work/$c.grain.mp4"
  enc -i "$real/$c.mp4" -filter_complex "[0]split[a][b];[b]lutyuv=y=val*0.45[d];[a][d]interleave,setpts=N/2/($fps)/TB,tinterlace=mode=merge,setpts=N/($fps)/TB,scale=iw*2:ih:flags=neighbor" \
    -r "$fps" -c:v libx264 -preset veryfast -crf 26 "$work/$c.crt.mp4"
  enc -i "$real/$c.mp4" -f lavfi -i testsrc2=size=120x90:rate=30 \
    -filter_complex "[0][1]overlay=x=W-w-8:y=H-h-8:shortest=1" -c:v libx264 -preset veryfast \
    -crf 28 "$work/$c.timer-overlay.mp4"
  enc -i "$real/$c.mp4" -vf scale=-2:360:flags=bicubic -c:v libx264 -preset veryfast -crf 30 \
    "$work/$c.360p.mp4"
  enc -i "$real/$c.mp4" -t 15 -an -c:v libx264 -crf 26 "$work/$c.first15s.mp4"
  enc -i "$real/$c.mp4" -vf "select='lt(t\,8)+gt(t\,18)',setpts=N/30/TB" -an -c:v libx264 -crf 26 \
    "$work/$c.edit-cut8to18s.mp4"
  enc -i "$real/$c.mp4" -vf "loop=loop=60:size=1:start=400,setpts=N/30/TB" -an -c:v libx264 \
    -crf 26 "$work/$c.edit-frozen2s.mp4"
done
enc -i "$xs" -vf "drawbox=x=80:y=20:w=50:h=16:color=black:t=fill:enable='gte(t\,20)',drawtext=fontfile=$font:text='99999':x=82:y=22:fontsize=12:fontcolor=white:enable='gte(t\,20)'" \
  -an -c:v libx264 -crf 26 "$work/xsoldier-1.edit-pasted99999.mp4"
enc -i "$xs" -i "$real/xsoldier-maxlevel.mp4" \
  -filter_complex "[0]trim=0:20,setpts=PTS-STARTPTS[a];[1]trim=0:15,setpts=PTS-STARTPTS,scale=520:670[b];[a][b]concat=n=2:v=1:a=0" \
  -c:v libx264 -crf 26 "$work/xsoldier-1.edit-joined-runs.mp4"
enc -i "$real/xsoldier-1-720p.mp4" -vf scale=-2:360:flags=bicubic -c:v libx264 -preset veryfast \
  -crf 30 "$work/xsoldier-1-720p.360p.mp4"
rm -f "$work/sideways.mp4"

for f in "$work"/*.*; do
  clip=$(basename "$f"); clip=${clip%%.*}
  truth=$(node -e "process.stdout.write(String(require('$real/real-$clip.json').maxScore))")
  (cd "$root" && npm run -s validate -- "$f") | node -e "
    let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
      const r = JSON.parse(s)
      const out = r.error ? 'error ' + r.error.code
        : [r.maxScore, r.verdict, r.anomalies.map((a) => a.kind + '@' + a.frame).join(' ')].join('  ')
      console.log('$(basename "$f")'.padEnd(40), 'clip $truth'.padEnd(12), out)
    })"
done
