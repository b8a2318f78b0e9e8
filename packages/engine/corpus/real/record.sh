#!/usr/bin/env bash
# Records a real shmup under Xvfb with a scripted player (see ../README.md, "Real footage").
# Usage: record.sh <game> <seconds> <out.mp4> [display-number] [crf] [extra game args...]
#   game: xsoldier | chromium-bsu | tenmado | geki2 | xgalaga | powermanga | tumiki-fighters |
#         garden
# Needs: xvfb, xdotool, x11-utils, ffmpeg, and the game's Debian package.
set -euo pipefail
game=$1 seconds=$2 out=$3 disp=:${4:-57} crf=${5:-30}
shift $(($# < 5 ? $# : 5))
export DISPLAY=$disp
by=--class
case $game in
  xsoldier) size=520x670 cmd=(/usr/games/xsoldier "$@") name=xsoldier start=(space) fire=space ;;
  chromium-bsu) size=640x480 cmd=(/usr/games/chromium-bsu -w -na -v 1) name=chromium-bsu start=(Return) fire=space ;;
  tenmado) size=480x640 cmd=(/usr/games/tenmado "$@") name=tenmado start=(space) fire=space ;;
  geki2) size=450x600 cmd=(/usr/games/geki2 "$@") name=geki2 start=(space) fire=z by=--name ;;
  # Windowed: its full-screen mode needs XF86VidMode, which Xvfb lacks (it crashes without).
  xgalaga) size=468x596 cmd=(/usr/games/xgalaga -window "$@") name=XGalaga start=(k) fire=space by=--name ;;
  # Keys are ignored during its intro (settle); its menu opens on the start entry: one Return
  # leaves the title, a second starts the game.
  powermanga) size=640x400 cmd=(/usr/games/powermanga --window "$@") name=Powermanga start=(Return Return) fire=space by=--name settle=5 ;;
  # A horizontal shooter (OpenGL, drawn by Mesa's software renderer under Xvfb): z starts and fires.
  tumiki-fighters) size=640x480 cmd=(/usr/games/tumiki-fighters -window -nosound "$@") name=TUMIKI start=(z) fire=z by=--name ;;
  # Garden of Coloured Lights: a key leaves its splash screen, z picks the menu's 'start game',
  # z again takes the armament offered first.
  garden) size=640x480 cmd=(/usr/games/garden "$@") name=garden start=(space z z) fire=z by=--name settle=3 ;;
  *) echo "unknown game $game" >&2; exit 2 ;;
esac

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

Xvfb "$disp" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 & pids+=($!)
for _ in $(seq 40); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.25; done

# SDL sometimes fails to open a fresh Xvfb display under load: retry until the window shows.
win=''
for _ in $(seq 10); do
  "${cmd[@]}" >/dev/null 2>&1 & gp=$!
  for _ in $(seq 30); do
    sleep 0.5
    win=$(xdotool search "$by" "$name" 2>/dev/null | head -1 || true)
    if [ -n "$win" ] || ! kill -0 "$gp" 2>/dev/null; then break; fi
  done
  if [ -n "$win" ] && kill -0 "$gp" 2>/dev/null; then pids+=("$gp"); break; fi
  kill "$gp" 2>/dev/null || true; win=''
done
[ -n "$win" ] || { echo "the game window never appeared" >&2; exit 1; }
eval "$(xdotool getwindowgeometry --shell "$win")"
xdotool windowfocus "$win" 2>/dev/null || true
sleep "${settle:-0}"
for k in "${start[@]}"; do xdotool key "$k"; sleep 1; done

ffmpeg -v error -f x11grab -framerate 30 -video_size "$size" -i "$disp+$X,$Y" -t "$seconds" -r 30 \
  -c:v libx264 -preset veryfast -crf "$crf" -pix_fmt yuv420p -threads 1 -movflags +faststart -y "$out" &
rec=$!
pids+=("$rec")

# The scripted player: fire held, random moves; seeded so the key sequence repeats.
RANDOM=7
xdotool keydown "$fire"
end=$((SECONDS + seconds))
while [ $SECONDS -lt $end ]; do
  keys=(Left Right Up Down Left Right)
  k=${keys[$((RANDOM % ${#keys[@]}))]}
  xdotool keydown "$k"; sleep "0.$((2 + RANDOM % 6))"; xdotool keyup "$k"
done
xdotool keyup "$fire"
wait "$rec"
echo "recorded $out"
